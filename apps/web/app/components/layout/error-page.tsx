import { pagePath } from '@vitrine/contract/site-pages';
import type { CommonCopy } from '../../content/fr/common';
import type { SeoCopy } from '../../content/fr/seo';
import { useCommonCopy } from '../../i18n/use-common-copy';
import { usePageRoute } from '../../routing/use-page-route';
import { SiteShell } from './site-shell';

/** The page shown when a route fails: the site's frame, the status and a way home. */
export function ErrorPage({
  status,
  common,
  seo,
}: {
  status: number;
  common: CommonCopy;
  seo: SeoCopy;
}) {
  return (
    <SiteShell common={common} seo={seo}>
      <ErrorMessage status={status} />
    </SiteShell>
  );
}

function ErrorMessage({ status }: { status: number }) {
  const { locale } = usePageRoute();
  const { errorPage } = useCommonCopy();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-brand">{status}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{errorPage.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{errorPage.text}</p>
      <a
        href={pagePath(locale, 'Home')}
        className="mt-8 inline-flex rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong"
      >
        {errorPage.homeLink}
      </a>
    </div>
  );
}
