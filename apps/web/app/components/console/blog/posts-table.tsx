import type { Locale } from '@vitrine/contract/locales';
import { Link } from 'react-router';
import type { BlogCopy } from '../../../content/fr/blog';
import type { ConsoleBlogCopy } from '../../../content/fr/console-blog';
import type { PostSummary } from '../../../console/blog/post-types';
import { PostStatusBadge } from './post-status-badge';

interface PostsTableProps {
  posts: PostSummary[];
  copy: ConsoleBlogCopy;
  categories: BlogCopy['categories'];
  locale: Locale;
}

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-4 py-3 align-top';

/**
 * The posts, newest first. On phones everything but the title moves under it (one column, no
 * sideways scrolling); the category and the date get their columns on wide screens.
 */
export function PostsTable({ posts, copy, categories, locale }: PostsTableProps) {
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
  });
  const { columns } = copy.list;
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{copy.list.caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              {columns.title}
            </th>
            <th scope="col" className={`${HEAD} hidden sm:table-cell`}>
              {columns.status}
            </th>
            <th scope="col" className={`${HEAD} hidden sm:table-cell`}>
              {columns.language}
            </th>
            <th scope="col" className={`${HEAD} hidden md:table-cell`}>
              {columns.category}
            </th>
            <th scope="col" className={`${HEAD} hidden md:table-cell`}>
              {columns.date}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {posts.map((post) => {
            const created = new Date(post.created_date);
            return (
              <tr key={post.id} className="hover:bg-slate-50">
                <td className={CELL}>
                  <Link
                    to={`/admin/blog/${post.id}`}
                    className="inline-flex min-h-6 font-semibold break-words text-ink hover:text-brand hover:underline"
                  >
                    {post.title}
                  </Link>
                  <p className="mt-0.5 font-mono text-xs break-all text-slate-500">{post.slug}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 md:hidden">
                    <span className="sm:hidden">
                      <PostStatusBadge published={post.published} copy={copy.status} />
                    </span>
                    <span className="sm:hidden">{copy.languages[post.language]} ·</span>
                    <span>
                      {categories[post.category]} · {date.format(created)}
                    </span>
                  </div>
                </td>
                <td className={`${CELL} hidden sm:table-cell`}>
                  <PostStatusBadge published={post.published} copy={copy.status} />
                </td>
                <td className={`${CELL} hidden whitespace-nowrap sm:table-cell`}>
                  {copy.languages[post.language]}
                </td>
                <td className={`${CELL} hidden text-slate-700 md:table-cell lg:whitespace-nowrap`}>
                  {categories[post.category]}
                </td>
                <td className={`${CELL} hidden whitespace-nowrap text-slate-700 md:table-cell`}>
                  <time dateTime={post.created_date}>{date.format(created)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
