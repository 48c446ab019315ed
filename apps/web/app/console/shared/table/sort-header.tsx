import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** How a table is sorted, and how a header changes it. */
export interface TableSort {
  key: string;
  descending: boolean;
  onSort: (key: string) => void;
  /** `Trier par {column}` / `Sort by {column}`: the button's name gives the column and the action. */
  sortByLabel: (column: string) => string;
}

/** `aria-sort` of a column's header: set on the sorted one only, as ARIA asks. */
export function ariaSort(sort: TableSort | undefined, key: string | undefined) {
  if (!sort || !key || sort.key !== key) return undefined;
  return sort.descending ? ('descending' as const) : ('ascending' as const);
}

/** A sortable column's header: a button naming the column, with an arrow for the direction. */
export function SortHeader({
  header,
  sortKey,
  sort,
}: {
  header: string;
  sortKey: string;
  sort: TableSort;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.descending ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(sortKey)}
      title={sort.sortByLabel(header)}
      className={`-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 uppercase hover:bg-slate-200/60 hover:text-ink ${active ? 'text-ink' : ''}`}
    >
      {header}
      <Icon aria-hidden="true" className={`size-3.5 ${active ? '' : 'opacity-50'}`} />
    </button>
  );
}
