import type { Locale } from '@vitrine/contract/locales';
import type { ReactNode } from 'react';
import type { ConsoleCopy } from '../../../content/fr/console';
import { rangeLabel } from '../../../console/leads/format';
import type { Page } from '../../../console/leads/paged-list';
import type { ApiQuery } from '../../../console/use-api-query';
import { LoadFailure } from '../load-failure';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { TableMessage } from './table-message';

interface PagedTableProps<T> {
  result: ApiQuery<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  label: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Shown when the (filtered) list is empty. */
  empty: ReactNode;
  emptyAction?: ReactNode;
  pagingLabel: string;
  copy: ConsoleCopy;
  locale: Locale;
}

/** A console table with its states: loading, failure (with retry), empty, rows and pager. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { result, page, onPage, copy, locale } = props;
  const { data } = result;
  if (!data) {
    if (result.error) return <LoadFailure query={result} copy={copy} />;
    return <TableMessage busy>{copy.states.loading}</TableMessage>;
  }
  const { skip } = data;
  return (
    <>
      <LoadFailure query={result} copy={copy} />
      {data.rows.length === 0 ? (
        <TableMessage busy={result.loading} action={props.emptyAction}>
          {props.empty}
        </TableMessage>
      ) : (
        <DataTable
          label={props.label}
          columns={props.columns}
          rows={data.rows}
          rowKey={props.rowKey}
          busy={result.loading}
        />
      )}
      {data.total > 0 ? (
        <Pager
          range={rangeLabel(
            copy.paging.range,
            { skip, shown: data.rows.length, total: data.total },
            locale,
          )}
          hasPrevious={page > 1}
          hasNext={skip + data.rows.length < data.total}
          onPrevious={() => onPage(page - 1)}
          onNext={() => onPage(page + 1)}
          labels={{
            nav: props.pagingLabel,
            previous: copy.actions.previous,
            next: copy.actions.next,
          }}
        />
      ) : null}
    </>
  );
}
