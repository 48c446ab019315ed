import type { Locale } from '@vitrine/contract/locales';
import { seo as seoEn } from '../content/en/seo';
import { seo as seoFr } from '../content/fr/seo';

/** Titles, descriptions and sharing texts of one language. */
export function seoCopy(locale: Locale) {
  return locale === 'en' ? seoEn : seoFr;
}
