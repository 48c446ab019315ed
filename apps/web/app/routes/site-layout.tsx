import { Outlet, isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '../components/layout/error-page';
import { SiteShell } from '../components/layout/site-shell';
import { commonCopy } from '../i18n/common-copy';
import { seoCopy } from '../i18n/seo-copy';
import { usePageRoute } from '../routing/use-page-route';
import type { Route } from './+types/site-layout';

// The site's pages never hydrate (decision 0066): this module runs on the server only, so it reads
// the copy of the page's language itself rather than through loader data (decision 0068).

/** Every public page, in both languages, inside the site's frame. */
export default function SiteLayout() {
  const { locale } = usePageRoute();
  return (
    <SiteShell common={commonCopy(locale)} seo={seoCopy(locale)}>
      <Outlet />
    </SiteShell>
  );
}

/** A site page that fails: the site's error page, in its language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = usePageRoute();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} common={commonCopy(locale)} seo={seoCopy(locale)} />;
}
