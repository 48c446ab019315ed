import type { Locale } from '@vitrine/contract/locales';
import { common as commonEn } from '../content/en/common';
import { common as commonFr } from '../content/fr/common';

/** The shared copy (header, footer, notices, feature navigation) of one language. */
export function commonCopy(locale: Locale) {
  return locale === 'en' ? commonEn : commonFr;
}
