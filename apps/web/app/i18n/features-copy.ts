import type { Locale } from '@vitrine/contract/locales';
import { features as featuresEn } from '../content/en/features';
import { features as featuresFr } from '../content/fr/features';

/** The Features overview copy of one language. One module per area, so a page's chunk carries only its own copy. */
export function featuresCopy(locale: Locale) {
  return locale === 'en' ? featuresEn : featuresFr;
}
