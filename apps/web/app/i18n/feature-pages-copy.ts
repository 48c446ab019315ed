import type { Locale } from '@vitrine/contract/locales';
import { featurePages as featurePagesEn } from '../content/en/feature-pages';
import { featurePages as featurePagesFr } from '../content/fr/feature-pages';

/** The five feature pages' copy of one language. One module per area, so a page's chunk carries only its own copy. */
export function featurePagesCopy(locale: Locale) {
  return locale === 'en' ? featurePagesEn : featurePagesFr;
}
