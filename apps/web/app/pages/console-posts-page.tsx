import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON } from '../components/console/blog/button-styles';
import { PostsEmpty } from '../components/console/blog/posts-empty';
import { PostsFilters } from '../components/console/blog/posts-filters';
import { PostsPager } from '../components/console/blog/posts-pager';
import { PostsTable } from '../components/console/blog/posts-table';
import { ConsoleHeading } from '../components/console/console-heading';
import { LoadFailure } from '../components/console/load-failure';
import { PAGE_SIZE } from '../console/blog/posts-query';
import { useConsoleBlog } from '../console/blog/use-console-blog';
import { usePostFilters, usePostsPage } from '../console/blog/use-posts-list';

/** `/admin/blog`: every post in both languages, newest first, searchable and filtered. */
export function ConsolePostsPage() {
  const { client, copy, blogCopy, categories, locale } = useConsoleBlog();
  const { filters, setFilters } = usePostFilters();
  const result = usePostsPage(client, filters);
  const filtered = Boolean(filters.search || filters.language || filters.status);
  const clear = () => setFilters({ search: '', language: '', status: '', page: 1 });
  const { data } = result;
  return (
    <>
      <ConsoleHeading
        title={blogCopy.list.title}
        intro={blogCopy.list.intro}
        actions={
          <Link to="/admin/blog/new" className={BUTTON.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {blogCopy.list.newPost}
          </Link>
        }
      />
      <PostsFilters
        filters={filters}
        onChange={setFilters}
        copy={blogCopy}
        searchLabel={copy.actions.search}
      />
      <LoadFailure query={result} copy={copy} />
      {!data && result.loading ? (
        <p role="status" className="mt-6 text-slate-600">
          {blogCopy.list.loading}
        </p>
      ) : null}
      {data && data.posts.length === 0 && !result.loading ? (
        <PostsEmpty filtered={filtered} copy={blogCopy.list} onClear={clear} />
      ) : null}
      {data && data.posts.length > 0 ? (
        <div aria-busy={result.loading} className={result.loading ? 'opacity-60' : undefined}>
          <PostsTable posts={data.posts} copy={blogCopy} categories={categories} locale={locale} />
          <PostsPager
            page={filters.page}
            pageSize={PAGE_SIZE}
            total={data.total}
            label={blogCopy.list.pagingLabel}
            copy={copy}
            locale={locale}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </div>
      ) : null}
    </>
  );
}
