import { useState, type FormEvent } from 'react';
import type { ConsoleLeadWorkCopy } from '../content/fr/console-lead-work';
import { DATE_PERIODS } from '../../shared/lists/date-period';
import { useListSearch } from '../../shared/lists/use-list-search';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { SelectFilter } from '../../shared/table/filter-controls';

/**
 * When the leads arrived: today, this week (from Monday), this month, or between two chosen days
 * (both included, either may stay empty), each applied as soon as it is a whole date.
 */
export function LeadPeriodFilter({ copy }: { copy: ConsoleLeadWorkCopy['filters'] }) {
  const list = useListSearch();
  const period = list.value('period');
  return (
    <>
      <SelectFilter
        id="lead-period"
        label={copy.period}
        anyLabel={copy.allPeriods}
        options={DATE_PERIODS.map((id) => ({ id, label: copy.periods[id] }))}
        value={period}
        onChange={(value) => {
          list.setFilter('period', value);
          if (value !== 'custom') {
            list.setFilter('from', '');
            list.setFilter('to', '');
          }
        }}
      />
      {period === 'custom' ? (
        <CustomDays
          copy={copy}
          from={list.value('from')}
          to={list.value('to')}
          onApply={(from, to) => {
            list.setFilter('from', from);
            list.setFilter('to', to);
          }}
        />
      ) : null}
    </>
  );
}

function CustomDays({
  copy,
  from,
  to,
  onApply,
}: {
  copy: ConsoleLeadWorkCopy['filters'];
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const changed =
    (setter: (value: string) => void, other: string, first: boolean) =>
    (event: FormEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setter(value);
      // A day is applied once typed or picked completely (the field holds YYYY-MM-DD then).
      if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        if (first) onApply(value, other);
        else onApply(other, value);
      }
    };
  return (
    <>
      <DayField
        id="lead-from"
        label={copy.from}
        value={start}
        max={end || undefined}
        onChange={changed(setStart, end, true)}
      />
      <DayField
        id="lead-to"
        label={copy.to}
        value={end}
        min={start || undefined}
        onChange={changed(setEnd, start, false)}
      />
    </>
  );
}

/** A labelled date input, sized to sit in the row of filters. */
function DayField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (event: FormEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="min-w-36 flex-1 sm:flex-none">
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={onChange}
        className={CONSOLE_CONTROL}
      />
    </div>
  );
}
