import { AUDIT_ACTIONS } from '@vitrine/contract/entities/audit-event';
import { useState, type FormEvent } from 'react';
import type { ConsoleAuditCopy } from '../content/fr/console-audit';
import { useListSearch } from '../../shared/lists/use-list-search';
import { FilterBar } from '../../shared/table/filter-bar';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The actor's e-mail (the search), the action, and the first and last days (both included). */
export function AuditFilterBar({ copy }: { copy: ConsoleAuditCopy }) {
  const { filters } = copy;
  return (
    <FilterBar
      label={filters.label}
      search={{ id: 'audit-actor', label: filters.actor, placeholder: filters.actorPlaceholder }}
      selects={[
        {
          key: 'action',
          id: 'audit-action',
          label: filters.action,
          anyLabel: filters.allActions,
          options: AUDIT_ACTIONS.map((id) => ({ id, label: copy.actions[id] })),
        },
      ]}
      resetLabel={filters.reset}
    >
      <DayFilter id="audit-from" param="from" label={filters.from} />
      <DayFilter id="audit-to" param="to" label={filters.to} />
    </FilterBar>
  );
}

/** A day of the range, applied once it is a whole date (or emptied). */
function DayFilter({ id, param, label }: { id: string; param: string; label: string }) {
  const list = useListSearch();
  const [day, setDay] = useState(list.value(param));
  const [shown, setShown] = useState(list.value(param));
  // The address changed under the field (reset, back button): show its value.
  if (list.value(param) !== shown) {
    setShown(list.value(param));
    setDay(list.value(param));
  }
  const onChange = (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDay(value);
    if (value === '' || WHOLE_DAY.test(value)) list.setFilter(param, value);
  };
  return (
    <div className="min-w-36 flex-1 sm:flex-none">
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      <input id={id} type="date" value={day} onChange={onChange} className={CONSOLE_CONTROL} />
    </div>
  );
}
