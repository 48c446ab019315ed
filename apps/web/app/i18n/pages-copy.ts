import type { Locale } from '@vitrine/contract/locales';
import { pages as pagesEn } from '../content/en/pages';
import { pages as pagesFr } from '../content/fr/pages';

/** The page frames' copy (Contact, Demo, Waitlist, Blog) of one language. One module per area, so a page's chunk carries only its own copy. */
export function pagesCopy(locale: Locale) {
  return locale === 'en' ? pagesEn : pagesFr;
}
