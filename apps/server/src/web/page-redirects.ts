import { isbot } from 'isbot';
import { DEFAULT_LOCALE, cookieLocale } from '@vitrine/contract/locales';
import { pagePath, resolvePage } from '@vitrine/contract/site-pages';

export interface PageRequest {
  pathname: string;
  /** The query string, `?…` or empty; always kept on redirects. */
  search: string;
  cookieHeader?: string;
  userAgent?: string;
}

export type PageDecision =
  /**
   * Another spelling of a page (casing, trailing slash, extra segments, an English page's French
   * name or missing `/en`): 301 to its canonical path.
   */
  | { kind: 'canonical'; location: string }
  /** A French page, and the visitor chose English last time: 302 to the English twin. */
  | { kind: 'remembered-language'; location: string }
  /** Serve it; `french` pages vary with the `lang` cookie. */
  | { kind: 'serve'; french: boolean };

/** Paths that belong to the server, the console or files, never to a page name. */
const NOT_PAGES =
  /^\/(?:api|auth|admin|login|assets|images|uploads|__)(?:\/|$)|^\/(?:healthz|readyz)$|\.[^/]*$/i;

/**
 * Decides what a page request gets; a pure function of the request. Pages are read from the end
 * of the path case-insensitively (`resolvePage`, docs/product.md §2.2); anything that is not the
 * canonical address, such as an English address before issue 31 (`/en/tarifs`), is moved there
 * permanently. Unknown names are served (the app shows Home with a 404).
 */
export function decidePage(request: PageRequest): PageDecision {
  const { pathname, search } = request;
  if (NOT_PAGES.test(pathname)) return { kind: 'serve', french: false };
  const { locale, page } = resolvePage(pathname);
  if (!page) return { kind: 'serve', french: false };
  const canonical = pagePath(locale, page);
  if (pathname !== canonical) return { kind: 'canonical', location: `${canonical}${search}` };
  if (locale !== DEFAULT_LOCALE) return { kind: 'serve', french: false };
  const wantsEnglish = cookieLocale(request.cookieHeader) === 'en';
  if (wantsEnglish && !isbot(request.userAgent)) {
    return { kind: 'remembered-language', location: pagePath('en', page, search) };
  }
  return { kind: 'serve', french: true };
}
