import { formsCopy } from '../i18n/forms-copy';
import { requestLocale } from '../i18n/request-locale';
import { NewsletterPage } from '../pages/newsletter-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/newsletter';

/** The page's copy in its language, as data: the script never carries both languages. */
export function loader({ request }: Route.LoaderArgs) {
  return formsCopy(requestLocale(request)).newsletterPage;
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The confirmation and unsubscribe links of the newsletter e-mails (`noindex`). */
export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage locale={usePageRoute().locale} copy={loaderData} />;
}
