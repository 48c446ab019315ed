import type { Locale } from '@vitrine/contract/locales';
import { INTL_LOCALES } from '../../shared/format/intl-locale';

/** The time of a save, in the browser's zone: `10 h 42` in French, `10:42 AM` in English. */
export function formatSaveTime(date: Date, locale: Locale) {
  if (locale === 'fr') {
    const minutes = String(date.getMinutes()).padStart(2, '0');
    return `${date.getHours()}\u00a0h\u00a0${minutes}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES.en, { hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
}

/** Whether a post is a draft or scheduled: what a preview link is for. */
export function isUnpublished(
  post: { published: boolean; publishedDate: string },
  now = Date.now(),
) {
  if (!post.published) return true;
  return post.publishedDate !== '' && Date.parse(post.publishedDate) > now;
}
