import { LOCALE_COOKIE, type Locale } from '@vitrine/contract/locales';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers the visitor's choice for the next visit: the server reads it on unprefixed French
 * addresses, the console to pick its language (docs/product.md §10.2).
 */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
}
