export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The cookie that remembers the visitor's choice of language (`lang=en`), for a year. */
export const LOCALE_COOKIE = 'lang';
const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(${LOCALES.join('|')})(?:;|$)`);

/** The language a `Cookie` header remembers (its first `lang=fr|en`), if any. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | undefined {
  const value = LOCALE_COOKIE_VALUE.exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : undefined;
}
