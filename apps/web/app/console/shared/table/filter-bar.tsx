import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '../lists/list-query';
import { useListSearch } from '../lists/use-list-search';
import { ClearButton, SearchFilter, SelectFilter, type FilterOption } from './filter-controls';

/** One drop-down of a filter bar, bound to the address parameter `key`. */
export interface SelectFilterSpec {
  key: string;
  id: string;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
}

interface FilterBarProps {
  /** Names the search landmark. */
  label?: string;
  /** The text search, bound to `q`. */
  search: { id: string; label: string; placeholder: string };
  selects?: readonly SelectFilterSpec[];
  /** A reset button once any filter is set. */
  resetLabel?: string;
  /** A visible search button (the search also runs once typing pauses, and on Enter). */
  submitLabel?: string;
  /** Further filters, after the drop-downs. */
  children?: ReactNode;
}

/** Every console list's search form: the text search, its drop-downs, and a reset. */
export function FilterBar({
  label,
  search,
  selects = [],
  resetLabel,
  submitLabel,
  children,
}: FilterBarProps) {
  const list = useListSearch();
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('q');
        list.setFilter('q', String(text ?? '').trim());
      }}
      className="mt-6 flex flex-wrap items-end gap-4"
    >
      <SearchFilter
        id={search.id}
        label={search.label}
        placeholder={search.placeholder}
        value={list.value('q')}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => list.setFilter('q', text)}
        button={
          submitLabel ? (
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100"
            >
              <Search aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{submitLabel}</span>
            </button>
          ) : null
        }
      />
      {selects.map(({ key, ...select }) => (
        <SelectFilter
          key={key}
          {...select}
          value={list.value(key)}
          onChange={(value) => list.setFilter(key, value)}
        />
      ))}
      {children}
      {resetLabel && list.active ? <ClearButton label={resetLabel} onClear={list.clear} /> : null}
    </form>
  );
}
