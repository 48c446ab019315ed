import { useState, type FormEvent } from 'react';
import type { DashboardQuery } from '../dashboard-query';
import { useAnalyticsCopy } from '../use-analytics-copy';

/** The two days of a custom period, applied together (the server allows up to 731 days). */
export function CustomRange({
  query,
  onChange,
  fieldClass,
}: {
  query: DashboardQuery;
  onChange: (query: DashboardQuery) => void;
  fieldClass: string;
}) {
  const copy = useAnalyticsCopy();
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return;
    const [start, end] = from <= to ? [from, to] : [to, from];
    onChange({ ...query, period: 'custom', from: start, to: end });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
        {copy.period.from}
        <input
          type="date"
          required
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={`${fieldClass} font-normal`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
        {copy.period.to}
        <input
          type="date"
          required
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={`${fieldClass} font-normal`}
        />
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
      >
        {copy.period.apply}
      </button>
    </form>
  );
}
