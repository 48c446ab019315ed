import { X } from 'lucide-react';
import { withoutFilter } from '../dashboard-filters';
import type { DashboardQuery } from '../dashboard-query';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { valueLabel } from '../value-label';
import { fillCopy } from '../../shared/console-locale';

/** The filters in force, each removable, and a way to remove them all. */
export function FilterChips({
  query,
  onChange,
}: {
  query: DashboardQuery;
  onChange: (query: DashboardQuery) => void;
}) {
  const copy = useAnalyticsCopy();
  if (query.filters.length === 0) return null;
  return (
    <section aria-label={copy.filters.label} className="mt-4 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {query.filters.map((filter) => {
          const property = copy.filters.properties[filter.property];
          const shown = filter.values.map((value) => valueLabel(copy, filter.property, value));
          const value = `${filter.operator === '!=' ? '≠ ' : ''}${shown.join(' | ')}`;
          return (
            <li
              key={filter.property}
              className="flex items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-950"
            >
              <span>
                <span className="font-semibold">{property}</span> {value}
              </span>
              <button
                type="button"
                aria-label={fillCopy(copy.filters.remove, { property, value })}
                onClick={() =>
                  onChange({ ...query, filters: withoutFilter(query.filters, filter.property) })
                }
                className="grid size-9 place-items-center rounded-full hover:bg-indigo-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onChange({ ...query, filters: [] })}
        className="min-h-11 px-2 text-sm font-semibold text-brand underline underline-offset-2"
      >
        {copy.filters.clear}
      </button>
    </section>
  );
}
