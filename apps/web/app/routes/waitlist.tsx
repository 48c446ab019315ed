import { formPageCopy } from '../i18n/forms-copy';
import { pagesCopy } from '../i18n/pages-copy';
import { requestLocale } from '../i18n/request-locale';
import { WaitlistPage } from '../pages/waitlist-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/waitlist';

/** The page's copy in its language, as data: the script never carries both languages. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { page: pagesCopy(locale).waitlist, ...formPageCopy(locale, 'waitlist') };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Waitlist({ loaderData }: Route.ComponentProps) {
  return <WaitlistPage locale={usePageRoute().locale} copy={loaderData} />;
}
