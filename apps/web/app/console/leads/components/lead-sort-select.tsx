import type { ConsoleLeadWorkCopy } from '../content/fr/console-lead-work';
import type { LeadKind } from '../lead-kinds';
import { readLeadSort, sortableKeys, writeLeadSort } from '../lead-sort';
import { useListSearch } from '../../shared/lists/use-list-search';
import { SelectField } from '../../shared/ui/select-field';

/** The table's order as a drop-down, for phones (larger screens sort by the column headers). */
export function LeadSortSelect({
  kind,
  copy,
}: {
  kind: LeadKind;
  copy: ConsoleLeadWorkCopy['filters'];
}) {
  const list = useListSearch();
  const current = writeLeadSort(readLeadSort(kind, list.value('sort')));
  const options = sortableKeys(kind).flatMap((key) =>
    (key === 'date' ? ['-date', 'date'] : [key, `-${key}`]).map((value) => ({
      value,
      label: copy.sorts[value as keyof typeof copy.sorts],
    })),
  );
  return (
    <SelectField
      id="lead-sort"
      label={copy.sortBy}
      value={current}
      options={options}
      onChange={(value) => list.setSort(value)}
      className="min-w-36 flex-1 sm:flex-none md:hidden"
      compact
    />
  );
}
