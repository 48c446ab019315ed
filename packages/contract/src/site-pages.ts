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

/**
 * The English address of each page after `/en` (docs/product.md §2.1). French addresses are the
 * page names (`createPageUrl`); the English ones are English words, nested under `features` for
 * the feature pages. Lower case, segments without slashes at either end.
 */
export const ENGLISH_PATHS: Record<PageName, string> = {
  Home: '',
  Fonctionnalites: 'features',
  Tarifs: 'pricing',
  Contact: 'contact',
  Demo: 'demo',
  Waitlist: 'waitlist',
  Blog: 'blog',
  BlogPost: 'blogpost',
  About: 'about',
  FeatureAI: 'features/ai',
  FeatureScreens: 'features/screens',
  FeaturePlaylists: 'features/playlists',
  FeatureAgenda: 'features/agenda',
  FeatureApps: 'features/apps',
  LegalNotice: 'legal-notice',
  Privacy: 'privacy',
  Terms: 'terms',
  Cookies: 'cookies',
  Newsletter: 'newsletter',
};

/** The canonical path of a page in a language: `/tarifs`, `/en/pricing`, `/`, `/en`. */
export function pagePath(locale: Locale, page: PageName, search = '') {
  const path = locale === DEFAULT_LOCALE ? frenchPath(page) : englishPath(page);
  if (search === '' || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

function frenchPath(page: PageName) {
  return page === 'Home' ? '/' : createPageUrl(page);
}

function englishPath(page: PageName) {
  const address = ENGLISH_PATHS[page];
  return address ? `/en/${address}` : '/en';
}

export interface ResolvedPage {
  locale: Locale;
  /** The page named by the end of the path (case-insensitive), or undefined. */
  page: PageName | undefined;
}

/** English addresses, the longest first, as segment lists (`['features', 'ai']`). */
const ENGLISH_SEGMENTS = PAGE_NAMES.filter((page) => ENGLISH_PATHS[page] !== '')
  .map((page) => ({ page, segments: ENGLISH_PATHS[page].split('/') }))
  .sort((a, b) => b.segments.length - a.segments.length);

/** The page whose English address ends `segments` (`…/features/ai` is FeatureAI). */
function englishPageEnding(segments: string[]): PageName | undefined {
  return ENGLISH_SEGMENTS.find(
    ({ segments: address }) =>
      address.length <= segments.length &&
      address.every((segment, i) => segments[segments.length - address.length + i] === segment),
  )?.page;
}

/** The page whose French address is `/{segment}` (`tarifs` is Tarifs, `home` is Home). */
function frenchPageNamed(segment: string | undefined): PageName | undefined {
  return PAGE_NAMES.find((name) => createPageUrl(name) === `/${segment}`);
}

/**
 * Reads a path the way docs/product.md §2.2 does, ignoring case and a trailing slash. Under
 * `/en`: the English address the path ends with, else a French page name as the last segment
 * (the English addresses before issue 31). Elsewhere: a French page name as the last segment
 * (French), else an English-only address the path ends with (English: `/pricing`). `/`, `/home`,
 * `/en` and `/en/home` are Home.
 */
export function resolvePage(pathname: string): ResolvedPage {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const english = segments[0] === 'en';
  const rest = english ? segments.slice(1) : segments;
  if (rest.length === 0) return { locale: english ? 'en' : 'fr', page: 'Home' };
  if (english)
    return { locale: 'en', page: englishPageEnding(rest) ?? frenchPageNamed(rest.at(-1)) };
  const french = frenchPageNamed(rest.at(-1));
  if (french) return { locale: 'fr', page: french };
  const other = englishPageEnding(rest);
  return other ? { locale: 'en', page: other } : { locale: 'fr', page: undefined };
}
