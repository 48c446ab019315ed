import { useListSearch } from '../lists/use-list-search';
import { useLeadsCopy } from '../../leads/use-leads-copy';
import { ClearButton } from './filter-controls';
import { TableMessage } from './table-message';

/**
 * An empty lead, outbox or account list: "nothing yet", or "no match" with a way to clear the
 * filters when `clearable`.
 */
export function ListEmpty({
  filtered,
  clearable = false,
}: {
  filtered: boolean;
  clearable?: boolean;
}) {
  const { table, filters } = useLeadsCopy();
  const search = useListSearch();
  return (
    <TableMessage
      busy={search.busy}
      action={
        clearable && search.active ? (
          <ClearButton label={filters.reset} onClear={search.clear} />
        ) : null
      }
    >
      {filtered ? table.noMatch : table.nothingYet}
    </TableMessage>
  );
}
