import type { Locale } from '@vitrine/contract/locales';
import { home as homeEn } from '../content/en/home';
import { home as homeFr } from '../content/fr/home';

/** The Home page copy of one language. One module per area, so a page's chunk carries only its own copy. */
export function homeCopy(locale: Locale) {
  return locale === 'en' ? homeEn : homeFr;
}
