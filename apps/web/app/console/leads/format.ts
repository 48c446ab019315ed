import type { Locale } from '@vitrine/contract/locales';
import { fillCopy } from '../../i18n/console-locale';

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' };

/** `21 nov. 2026, 14:05` / `Nov 21, 2026, 2:05 PM`; the raw value when it is not a date. */
export function formatDateTime(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** `12 345` / `12,345`. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale]).format(value);
}

/** `1–50 sur 12 345` / `1–50 of 12,345` for the rows of one page. */
export function rangeLabel(
  template: string,
  { skip, shown, total }: { skip: number; shown: number; total: number },
  locale: Locale,
): string {
  return fillCopy(template, {
    from: formatCount(shown === 0 ? 0 : skip + 1, locale),
    to: formatCount(skip + shown, locale),
    total: formatCount(total, locale),
  });
}

/** `waitlist-2026-11-21.csv`: the export's file name, dated in the browser's time zone. */
export function exportFileName(base: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${base}-${day}.csv`;
}
