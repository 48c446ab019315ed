import { LOCALES, isLocale, type Locale } from '@vitrine/contract/locales';
import { PAGE_NAMES, type PageName } from '@vitrine/contract/site-pages';

/** What a rendered route is: its language, its page, and whether it is the unknown-path fallback. */
export interface PageRoute {
  locale: Locale;
  page: PageName;
  notFound: boolean;
}

const NOT_FOUND = 'not-found';

/** Route ids encode the page and the language, so any component can tell them from `matches`. */
export function pageRouteId(locale: Locale, page: PageName) {
  return `${locale}-${page}`;
}

export function notFoundRouteId(locale: Locale) {
  return `${locale}-${NOT_FOUND}`;
}

/** Reads a route id made by `pageRouteId` / `notFoundRouteId`; undefined for any other route. */
export function readRouteId(id: string | undefined): PageRoute | undefined {
  const [locale, ...rest] = (id ?? '').split('-');
  if (!isLocale(locale)) return undefined;
  const name = rest.join('-');
  if (name === NOT_FOUND) return { locale, page: 'Home', notFound: true };
  const page = PAGE_NAMES.find((candidate) => candidate === name);
  return page ? { locale, page, notFound: false } : undefined;
}

/** Every page in every language: what the prerender list and the route table are built from. */
export function allPageRoutes() {
  return LOCALES.flatMap((locale) => PAGE_NAMES.map((page) => ({ locale, page })));
}
