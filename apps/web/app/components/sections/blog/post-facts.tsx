import type { Locale } from '@vitrine/contract/locales';
import { formatPostDate } from '../../../shared/format/format-date';
import { Icon } from '../../../shared/icons/icon';

/** The created date (in the page's language) and the read time. */
export function PostFacts({
  date,
  readTime,
  minRead,
  locale,
  style,
}: {
  date: string;
  readTime: number;
  /** `{n} min read`, from the copy. */
  minRead: string;
  locale: Locale;
  style: 'short' | 'long';
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="size-4" />
        <time dateTime={date}>{formatPostDate(date, locale, style)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {minRead.replace('{n}', String(readTime))}
      </span>
    </p>
  );
}
