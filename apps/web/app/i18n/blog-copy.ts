import type { Locale } from '@vitrine/contract/locales';
import { blog as blogEn } from '../content/en/blog';
import { blog as blogFr } from '../content/fr/blog';

/** The blog interface's copy of one language (listing and article pages only). */
export function blogCopy(locale: Locale) {
  return locale === 'en' ? blogEn : blogFr;
}
