import type { Locale } from '@vitrine/contract/locales';
import { common as commonEn } from '../content/en/common';
import { home as homeEn } from '../content/en/home';
import { seo as seoEn } from '../content/en/seo';
import { common as commonFr } from '../content/fr/common';
import { home as homeFr } from '../content/fr/home';
import { seo as seoFr } from '../content/fr/seo';

const dictionaries = {
  fr: { common: commonFr, home: homeFr, seo: seoFr },
  en: { common: commonEn, home: homeEn, seo: seoEn },
};

/** The copy of one language. Both dictionaries have the same shape (French is the source). */
export function copyFor(locale: Locale) {
  return dictionaries[locale];
}
