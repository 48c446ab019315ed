import type { StatsPeriod } from '@vitrine/contract/client/analytics-stats-client';
import { useState } from 'react';
import { dashboardSearch, PERIODS, type DashboardQuery } from '../dashboard-query';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { CustomRange } from './custom-range';
import { RealtimeCount } from './realtime-count';

const FIELD =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-brand';

/**
 * What the controls show: the change just made, at once (the address, and so `asked`, changes a
 * moment later), until the asked query changes.
 */
function useShownQuery(asked: DashboardQuery, onChange: (query: DashboardQuery) => void) {
  const search = dashboardSearch(asked);
  const [seen, setSeen] = useState(search);
  const [shown, setShown] = useState(asked);
  if (seen !== search) {
    setSeen(search);
    setShown(asked);
  }
  const change = (next: DashboardQuery) => {
    setShown(next);
    onChange(next);
  };
  return [shown, change] as const;
}

/** The period picker, the comparison switch and the realtime count. */
export function AnalyticsControls({
  query: asked,
  onChange: ask,
}: {
  query: DashboardQuery;
  onChange: (query: DashboardQuery) => void;
}) {
  const copy = useAnalyticsCopy();
  const [query, onChange] = useShownQuery(asked, ask);
  const pick = (period: StatsPeriod) => {
    if (period !== 'custom') return onChange({ ...query, period, from: undefined, to: undefined });
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    onChange({ ...query, period, from: query.from ?? from, to: query.to ?? to });
  };
  return (
    <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-4">
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
        {copy.period.label}
        <select
          value={query.period}
          onChange={(event) => pick(event.target.value as StatsPeriod)}
          className={`${FIELD} font-normal`}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {copy.period[period]}
            </option>
          ))}
        </select>
      </label>
      {query.period === 'custom' ? (
        <CustomRange
          key={`${query.from} ${query.to}`}
          query={query}
          onChange={onChange}
          fieldClass={FIELD}
        />
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={query.compare}
          onChange={(event) => onChange({ ...query, compare: event.target.checked })}
          className="size-5 accent-brand"
        />
        {copy.period.compare}
      </label>
      <RealtimeCount />
    </div>
  );
}
