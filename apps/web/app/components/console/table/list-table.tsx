import type { Page } from '../../../console/leads/paged-list';
import type { ListParams } from '../../../console/leads/use-list-params';
import { useConsole } from '../../../console/console-context';
import { useLeadsCopy } from '../../../console/leads/use-leads-copy';
import type { ApiQuery } from '../../../console/use-api-query';
import { fillCopy } from '../../../i18n/console-locale';
import type { Column } from './data-table';
import { ClearButton } from './filter-controls';
import { PagedTable } from './paged-table';

interface ListTableProps<T extends { id: string }> {
  /** The list's title, which names the table's region. */
  title: string;
  result: ApiQuery<Page<T>>;
  list: Pick<ListParams<string>, 'page' | 'setPage' | 'active' | 'clear'>;
  /** The query narrows the list: when empty, says "no match" rather than "nothing yet". */
  filtered: boolean;
  columns: readonly Column<T>[];
  /** When the filters leave nothing, offers to clear them. */
  clearable?: boolean;
}

/** A console list (records with an `id`) paged through the address, in the console's words. */
export function ListTable<T extends { id: string }>({
  title,
  result,
  list,
  filtered,
  columns,
  clearable = false,
}: ListTableProps<T>) {
  const { copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const { table } = leads;
  return (
    <PagedTable
      result={result}
      page={list.page}
      onPage={list.setPage}
      label={fillCopy(table.region, { title })}
      columns={columns}
      rowKey={(row) => row.id}
      empty={filtered ? table.noMatch : table.nothingYet}
      emptyAction={
        clearable && list.active ? (
          <ClearButton label={leads.filters.reset} onClear={list.clear} />
        ) : null
      }
      pagingLabel={table.pagingLabel}
      copy={copy}
      locale={locale}
    />
  );
}
