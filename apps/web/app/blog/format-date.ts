import type { Locale } from '@vitrine/contract/locales';

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' };

/**
 * A post's date in the page's language: short (`Jul 28, 2026`, `28 juil. 2026`) on cards, long
 * (`July 28, 2026`, `28 juillet 2026`) on the article. UTC, so server and browser agree.
 */
export function formatPostDate(iso: string, locale: Locale, style: 'short' | 'long') {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(TAGS[locale], {
    day: 'numeric',
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
