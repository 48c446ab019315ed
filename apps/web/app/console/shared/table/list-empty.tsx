import { useListSearch } from '../lists/use-list-search';
import { ClearButton } from './filter-controls';
import { TableMessage } from './table-message';

/** What an empty list says; each list brings its own words. */
export interface ListEmptyWords {
  nothingYet: string;
  noMatch: string;
}

/**
 * An empty lead, outbox or account list: "nothing yet", or "no match" with a way to clear the
 * filters when given `clearLabel`.
 */
export function ListEmpty({
  filtered,
  words,
  clearLabel,
}: {
  filtered: boolean;
  words: ListEmptyWords;
  clearLabel?: string;
}) {
  const search = useListSearch();
  return (
    <TableMessage
      busy={search.busy}
      action={
        clearLabel !== undefined && search.active ? (
          <ClearButton label={clearLabel} onClear={search.clear} />
        ) : null
      }
    >
      {filtered ? words.noMatch : words.nothingYet}
    </TableMessage>
  );
}
