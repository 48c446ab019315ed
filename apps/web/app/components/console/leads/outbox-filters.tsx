import type { ConsoleLeadsCopy } from '../../../content/fr/console-leads';
import { SEARCH_MAX_LENGTH } from '../../../console/leads/lead-query';
import {
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxFilters as Filters,
} from '../../../console/leads/outbox-query';
import { ClearButton, SearchFilter, SelectFilter } from '../table/filter-controls';

interface OutboxFiltersProps {
  copy: ConsoleLeadsCopy;
  filters: Filters;
  active: boolean;
  onChange: (key: keyof Filters, value: string) => void;
  onClear: () => void;
}

/** Search on recipient and subject, and the status and type filters of the outbox. */
export function OutboxFilters({ copy, filters, active, onChange, onClear }: OutboxFiltersProps) {
  const { filters: words, outbox } = copy;
  const statuses = OUTBOX_STATUSES.map((id) => ({ id, label: outbox.statuses[id] }));
  const kinds = OUTBOX_KINDS.map((id) => ({ id, label: outbox.kinds[id] ?? id }));
  return (
    <form
      role="search"
      aria-label={words.label}
      onSubmit={(event) => event.preventDefault()}
      className="mt-6 flex flex-wrap items-end gap-4"
    >
      <SearchFilter
        id="outbox-search"
        label={words.search}
        placeholder={outbox.searchPlaceholder}
        value={filters.q}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => onChange('q', text)}
      />
      <SelectFilter
        id="outbox-status"
        label={words.status}
        anyLabel={words.allStatuses}
        options={statuses}
        value={filters.status}
        onChange={(value) => onChange('status', value)}
      />
      <SelectFilter
        id="outbox-kind"
        label={words.kind}
        anyLabel={words.allKinds}
        options={kinds}
        value={filters.kind}
        onChange={(value) => onChange('kind', value)}
      />
      {active ? <ClearButton label={words.reset} onClear={onClear} /> : null}
    </form>
  );
}
