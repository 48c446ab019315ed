import { DEFAULT_LOCALE, type Locale } from './locales';

/** Every page of the site (docs/product.md §2.1), rendered by the web app, linked by the server. */
export const PAGE_NAMES = [
  'Home',
  'Fonctionnalites',
  'Tarifs',
  'Contact',
  'Demo',
  'Waitlist',
  'Blog',
  'BlogPost',
  'About',
  'FeatureAI',
  'FeatureScreens',
  'FeaturePlaylists',
  'FeatureAgenda',
  'FeatureApps',
  'LegalNotice',
  'Privacy',
  'Terms',
  'Cookies',
  'Newsletter',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export const FEATURE_PAGES = [
  'FeatureAI',
  'FeatureScreens',
  'FeaturePlaylists',
  'FeatureAgenda',
  'FeatureApps',
] as const satisfies readonly PageName[];
export type FeaturePageName = (typeof FEATURE_PAGES)[number];

/** The legal pages linked from the footer (docs/product.md §2.16). */
export const LEGAL_PAGES = [
  'LegalNotice',
  'Privacy',
  'Terms',
  'Cookies',
] as const satisfies readonly PageName[];
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/**
 * Pages that search engines must not index and the sitemap leaves out: the newsletter page only
 * acts on personal links (`/newsletter?action=confirm&token=…`).
 */
export const UNINDEXED_PAGES = ['Newsletter'] as const satisfies readonly PageName[];

/** The address helper of docs/product.md §2.1: lower-case, spaces to hyphens, a leading slash. */
export function createPageUrl(pageName: string) {
  return `/${pageName.toLowerCase().replace(/ /g, '-')}`;
}

/** The canonical path of a page in a language: `/tarifs`, `/en/tarifs`, `/`, `/en`. */
export function pagePath(locale: Locale, page: PageName, search = '') {
  const base = page === 'Home' ? '' : createPageUrl(page);
  const path = locale === DEFAULT_LOCALE ? base || '/' : `/${locale}${base}`;
  if (search === '' || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

export interface ResolvedPage {
  locale: Locale;
  /** The page whose name is the last path segment (case-insensitive), or undefined. */
  page: PageName | undefined;
}

/**
 * Reads a path the way docs/product.md §2.2 does: the language from the `/en` prefix, the page
 * from the last segment, ignoring case and a trailing slash. `/` and `/Home` are Home.
 */
export function resolvePage(pathname: string): ResolvedPage {
  const segments = pathname.split('/').filter(Boolean);
  const locale: Locale = segments[0]?.toLowerCase() === 'en' ? 'en' : 'fr';
  const rest = locale === 'en' ? segments.slice(1) : segments;
  const last = rest.at(-1)?.toLowerCase();
  if (last === undefined) return { locale, page: 'Home' };
  const page = PAGE_NAMES.find((name) => createPageUrl(name) === `/${last}`);
  return { locale, page };
}
