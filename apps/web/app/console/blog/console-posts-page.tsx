import { FileText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON } from '../shared/ui/button-styles';
import { postColumns } from './components/post-columns';
import { PostsFilters } from './components/posts-filters';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { ListEmpty } from '../shared/ui/list-empty';
import { LoadFailure } from '../shared/ui/load-failure';
import { ListTable } from '../shared/table/list-table';
import type { PostSummary } from './post-types';
import { useConsoleBlog } from './use-console-blog';
import type { ListPage } from '../shared/lists/load-list';
import { useListSearch } from '../shared/lists/use-list-search';
import type { Loaded } from '../shared/session';

/** `/admin/blog`: every post in both languages, newest first, searchable and filtered. */
export function ConsolePostsPage({ loaded }: { loaded: Loaded<ListPage<PostSummary>> }) {
  const { copy, blogCopy, categories, locale } = useConsoleBlog();
  const search = useListSearch();
  const list = loaded.data;
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
      <PostsFilters copy={blogCopy} searchLabel={copy.actions.search} />
      {list ? (
        <ListTable
          caption={blogCopy.list.caption}
          pagingLabel={blogCopy.list.pagingLabel}
          list={list}
          columns={postColumns(blogCopy, categories, locale)}
          empty={
            <ListEmpty
              icon={FileText}
              filtered={list.filtered}
              copy={blogCopy.list}
              clearLabel={blogCopy.list.clearFilters}
              onClear={search.clear}
              create={{ to: '/admin/blog/new', label: blogCopy.list.newPost }}
            />
          }
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
    </>
  );
}
