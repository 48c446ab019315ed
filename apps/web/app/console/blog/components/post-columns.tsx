import type { Locale } from '@vitrine/contract/locales';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/format-date';
import type { FieldLabels } from '../../../shared/content/fr/field-labels';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import type { PostSummary } from '../post-types';
import { isScheduled } from '../publication';
import type { Column } from '../../shared/table/data-table';
import { PostStatusBadge } from './post-status-badge';

/** The posts list's columns: the title (a link to the editor) and slug, status, language, category, date. */
export function postColumns(
  copy: ConsoleBlogCopy,
  categories: FieldLabels['blogCategories'],
  locale: Locale,
): Column<PostSummary>[] {
  const { columns } = copy.list;
  return [
    {
      id: 'title',
      header: columns.title,
      className: 'min-w-64 py-3',
      cell: (post) => (
        <>
          <Link
            to={`/admin/blog/${post.id}`}
            className="inline-flex min-h-6 font-semibold break-words text-ink hover:text-brand hover:underline"
          >
            {post.title}
          </Link>
          <p className="mt-0.5 font-mono text-xs break-all text-slate-500">{post.slug}</p>
        </>
      ),
    },
    {
      id: 'status',
      header: columns.status,
      cell: (post) => (
        <PostStatusBadge
          published={post.published}
          copy={copy.status}
          scheduledFor={isScheduled(post) ? formatDateTime(post.published_date, locale) : undefined}
        />
      ),
    },
    {
      id: 'language',
      header: columns.language,
      className: 'whitespace-nowrap',
      cell: (post) => copy.languages[post.language],
    },
    {
      id: 'category',
      header: columns.category,
      className: 'lg:whitespace-nowrap',
      cell: (post) => categories[post.category],
    },
    {
      id: 'date',
      header: columns.date,
      className: 'whitespace-nowrap tabular-nums',
      cell: (post) => (
        <time dateTime={post.created_date}>{formatDate(new Date(post.created_date), locale)}</time>
      ),
    },
  ];
}
