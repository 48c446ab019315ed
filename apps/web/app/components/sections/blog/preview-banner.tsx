import type { Locale } from '@vitrine/contract/locales';
import type { BlogCopy } from '../../../content/fr/blog';
import { INTL_LOCALES } from '../../../shared/format/intl-locale';
import { dateFormat } from '../../../shared/format/intl-formatters';

/**
 * `28 juillet 2026 à 09:00` / `July 28, 2026 at 9:00 AM`, in UTC like every post date of the
 * site (`formatPostDate`); '' when `iso` is not a date.
 */
export function formatScheduledDate(iso: string, locale: Locale) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Above a post opened by a preview link (docs/product.md §2.14): says the page is not published,
 * and when it is due. Rendered only on previews: published pages carry none of it, and its
 * classes are those of the site's other notice (the 404 page's), so the stylesheet is unchanged.
 */
export function PreviewBanner({
  scheduledFor,
  locale,
  copy,
}: {
  /** The post's publication date when it is still ahead. */
  scheduledFor?: string;
  locale: Locale;
  copy: BlogCopy['preview'];
}) {
  const when = scheduledFor ? formatScheduledDate(scheduledFor, locale) : '';
  const [before = '', after = ''] = copy.scheduled.split('{date}');
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950"
    >
      <p className="font-semibold">{copy.label}</p>
      {when ? (
        <p>
          {before}
          <time dateTime={scheduledFor}>{when}</time>
          {after}
        </p>
      ) : null}
    </div>
  );
}
