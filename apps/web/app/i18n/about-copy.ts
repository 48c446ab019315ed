import type { Locale } from '@vitrine/contract/locales';
import { about as aboutEn } from '../content/en/about';
import { about as aboutFr } from '../content/fr/about';

/** The About page copy of one language. One module per area, so a page's chunk carries only its own copy. */
export function aboutCopy(locale: Locale) {
  return locale === 'en' ? aboutEn : aboutFr;
}
