import type { ConsoleLeadsCopy } from '../../../content/fr/console-leads';
import {
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxFilters as Filters,
} from '../../../console/leads/outbox-query';
import type { ListParams } from '../../../console/leads/use-list-params';
import { FilterBar } from '../table/filter-bar';

interface OutboxFiltersProps {
  copy: ConsoleLeadsCopy;
  list: ListParams<keyof Filters>;
}

/** Search on recipient and subject, and the status and type filters of the outbox. */
export function OutboxFilters({ copy, list }: OutboxFiltersProps) {
  const { filters: words, outbox } = copy;
  return (
    <FilterBar
      words={words}
      search={{ id: 'outbox-search', placeholder: outbox.searchPlaceholder }}
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
      list={list}
    />
  );
}
