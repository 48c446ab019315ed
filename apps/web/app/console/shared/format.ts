import type { Locale } from '@vitrine/contract/locales';
import { formatCount } from '../../shared/format/format-number';
import { fillCopy } from './console-locale';

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
export function exportFileName(base: string, now = new Date(), extension = 'csv'): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${base}-${day}.${extension}`;
}
