import type { ConsoleLeadsCopy } from '../../../content/fr/console-leads';
import { SEARCH_MAX_LENGTH } from '../../../console/leads/lead-query';
import type { ListParams } from '../../../console/leads/use-list-params';
import { ClearButton, SearchFilter, SelectFilter, type FilterOption } from './filter-controls';

/** One drop-down of a filter bar, bound to the address parameter `key`. */
export interface SelectFilterSpec<K extends string> {
  key: K;
  id: string;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
}

interface FilterBarProps<K extends string> {
  words: ConsoleLeadsCopy['filters'];
  search: { id: string; placeholder: string };
  selects: readonly SelectFilterSpec<K>[];
  /** The address parameters: `q` for the search, then one per drop-down. */
  list: ListParams<'q' | K>;
}

/** A table's search form: the text search, its drop-downs, and a reset once any of them is set. */
export function FilterBar<K extends string>({ words, search, selects, list }: FilterBarProps<K>) {
  return (
    <form
      role="search"
      aria-label={words.label}
      onSubmit={(event) => event.preventDefault()}
      className="mt-6 flex flex-wrap items-end gap-4"
    >
      <SearchFilter
        id={search.id}
        label={words.search}
        placeholder={search.placeholder}
        value={list.filters.q}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => list.setFilter('q', text)}
      />
      {selects.map(({ key, ...select }) => (
        <SelectFilter
          key={key}
          {...select}
          value={list.filters[key]}
          onChange={(value) => list.setFilter(key, value)}
        />
      ))}
      {list.active ? <ClearButton label={words.reset} onClear={list.clear} /> : null}
    </form>
  );
}
