import type { Locale } from '@vitrine/contract/locales';
import { INTL_LOCALES } from './intl-locale';
import { dateFormat } from './intl-formatters';

/**
 * A post's date: short (`Jul 28, 2026`, `28 juil. 2026`) on cards, long (`July 28, 2026`,
 * `28 juillet 2026`) on the article. UTC, so server and browser agree.
 */
export function formatPostDate(iso: string, locale: Locale, style: 'short' | 'long') {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `28 juil. 2026` / `Jul 28, 2026`, in the browser's time zone. */
export function formatDate(date: Date, locale: Locale): string {
  return dateFormat(INTL_LOCALES[locale], { dateStyle: 'medium' }).format(date);
}

/** `21 nov. 2026, 14:05` / `Nov 21, 2026, 2:05 PM`; the raw value when it is not a date. */
export function formatDateTime(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
