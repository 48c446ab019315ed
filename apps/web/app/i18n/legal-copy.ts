import type { Locale } from '@vitrine/contract/locales';
import { legal as legalEn } from '../content/en/legal';
import { legal as legalFr } from '../content/fr/legal';

/** The four legal pages' copy of one language. One module per area, so a page's chunk carries only its own copy. */
export function legalCopy(locale: Locale) {
  return locale === 'en' ? legalEn : legalFr;
}
