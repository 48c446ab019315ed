import { LEGAL_PAGES, resolvePage, type LegalPageName } from '@vitrine/contract/site-pages';
import { data } from 'react-router';
import { legalCopy } from '../i18n/legal-copy';
import { LegalPage } from '../pages/legal-page';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/legal';

const COPY_KEYS = {
  LegalNotice: 'legalNotice',
  Privacy: 'privacy',
  Terms: 'terms',
  Cookies: 'cookies',
} as const satisfies Record<LegalPageName, string>;

function isLegalPage(page: string | undefined): page is LegalPageName {
  return (LEGAL_PAGES as readonly (string | undefined)[]).includes(page);
}

/** One legal text in one language, as data: the script never carries the four pages' texts. */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, page } = resolvePage(new URL(request.url).pathname);
  if (!isLegalPage(page)) throw data(null, { status: 404 });
  return legalCopy(locale)[COPY_KEYS[page]];
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** One module for the four legal pages (legal notice, privacy, terms, cookies). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage copy={loaderData} />;
}
