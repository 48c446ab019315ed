import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../outbox-query';
import { FilterBar } from '../../shared/table/filter-bar';

/** Search on recipient and subject, and the status and type filters of the outbox. */
export function OutboxFilters({ copy }: { copy: ConsoleLeadsCopy }) {
  const { filters: words, outbox } = copy;
  return (
    <FilterBar
      label={words.label}
      search={{ id: 'outbox-search', label: words.search, placeholder: outbox.searchPlaceholder }}
      selects={[
        {
          key: 'status',
          id: 'outbox-status',
          label: words.status,
          anyLabel: words.allStatuses,
          options: OUTBOX_STATUSES.map((id) => ({ id, label: outbox.statuses[id] })),
        },
        {
          key: 'kind',
          id: 'outbox-kind',
          label: words.kind,
          anyLabel: words.allKinds,
          options: OUTBOX_KINDS.map((id) => ({ id, label: outbox.kinds[id] ?? id })),
        },
      ]}
      resetLabel={words.reset}
    />
  );
}
