import type { ReactNode } from 'react';
import { useConsole } from '../console-context';
import { rangeLabel } from '../format';
import type { ListPage } from '../lists/load-list';
import { useListSearch } from '../lists/use-list-search';
import { DataTable, type Column } from './data-table';
import type { TableSort } from './sort-header';
import { Pager } from './pager';

interface ListTableProps<T extends { id: string }> {
  /** Names the table (its caption) and its region. */
  caption: string;
  /** Names the pager's navigation. */
  pagingLabel: string;
  /** The page the route's `clientLoader` read. */
  list: ListPage<T>;
  columns: readonly Column<T>[];
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  /** Sortable lists: the order, and what a header click does. */
  sort?: TableSort;
}

/**
 * Every console list: its rows (a table, cards on phones), or what it says when there are none,
 * and the pager. Paging and filters go through the address; the rows dim while the next load.
 */
export function ListTable<T extends { id: string }>({
  caption,
  pagingLabel,
  list,
  columns,
  empty,
  sort,
}: ListTableProps<T>) {
  const { copy, locale } = useConsole();
  const { busy, setPage } = useListSearch();
  const { rows, total, skip, page } = list;
  return (
    <>
      {rows.length === 0 ? (
        empty
      ) : (
        <DataTable
          label={caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          busy={busy}
          sort={sort}
        />
      )}
      {total > 0 ? (
        <Pager
          range={rangeLabel(copy.paging.range, { skip, shown: rows.length, total }, locale)}
          hasPrevious={page > 1}
          hasNext={skip + rows.length < total}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
          labels={{ nav: pagingLabel, previous: copy.actions.previous, next: copy.actions.next }}
        />
      ) : null}
    </>
  );
}
