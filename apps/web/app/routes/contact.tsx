import { formPageCopy } from '../i18n/forms-copy';
import { pagesCopy } from '../i18n/pages-copy';
import { requestLocale } from '../i18n/request-locale';
import { ContactPage } from '../pages/contact-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/contact';

/** The page's copy in its language, as data: the script never carries both languages. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { page: pagesCopy(locale).contact, ...formPageCopy(locale, 'contact') };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage locale={usePageRoute().locale} copy={loaderData} />;
}
