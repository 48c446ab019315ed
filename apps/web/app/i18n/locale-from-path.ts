import type { Locale } from '@vitrine/contract/locales';

/** French lives at `/…`, English at `/en/…`. */
export function localeFromPath(pathname: string): Locale {
  return /^\/en(\/|$)/i.test(pathname) ? 'en' : 'fr';
}
