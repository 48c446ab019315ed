import { useId } from 'react';
import { formatCount } from '../../../shared/format/format-number';
import { useElementWidth } from '../../analytics/use-element-width';
import { useConsole } from '../../console-context';
import { fillCopy } from '../../console-locale';
import { WORKED_KINDS, type WeekCount } from '../../dashboard-counts';
import { useLeadWorkCopy } from '../../leads/use-lead-work-copy';
import { TREND_COLOURS, TrendBars } from './trend-bars';

const weekDate = (date: Date, locale: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month }).format(date);

/**
 * New contact messages and demo requests per week over the last 12 weeks (Monday to Sunday, local
 * time): bars drawn with visx, a summary in words, and the same figures as a table.
 */
export function LeadTrendChart({ weeks }: { weeks: WeekCount[] }) {
  const { locale } = useConsole();
  const work = useLeadWorkCopy();
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const titleId = useId();
  const summaryId = useId();
  const total = weeks.reduce((sum, week) => sum + week.contact + week.demo, 0);
  const last = weeks.at(-1);
  const summary =
    total === 0
      ? work.dashboard.trendEmpty
      : fillCopy(work.dashboard.trendSummary, {
          total: formatCount(total, locale),
          thisWeek: formatCount(last ? last.contact + last.demo : 0, locale),
        });
  return (
    <section
      aria-labelledby={titleId}
      className="mt-10 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {work.dashboard.trendTitle}
      </h2>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700">
        {WORKED_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <svg aria-hidden="true" width="12" height="12" className="shrink-0">
              <rect width="12" height="12" rx="2" fill={TREND_COLOURS[kind]} />
            </svg>
            {work.dashboard[kind]}
          </li>
        ))}
      </ul>
      <div ref={ref} className="mt-3 w-full overflow-hidden">
        <TrendBars
          weeks={weeks}
          width={width}
          locale={locale}
          labelledBy={titleId}
          describedBy={summaryId}
          label={(week) => weekDate(week.start, locale, 'short')}
        />
      </div>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand">
          {work.dashboard.trendTable}
        </summary>
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{work.dashboard.trendLabel}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {work.dashboard.week}
              </th>
              {WORKED_KINDS.map((kind) => (
                <th key={kind} scope="col" className="px-3 py-2 text-right">
                  {work.dashboard[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {weeks.map((week) => (
              <tr key={week.start.toISOString()}>
                <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
                  {weekDate(week.start, locale, 'long')}
                </th>
                {WORKED_KINDS.map((kind) => (
                  <td key={kind} className="px-3 py-1 text-right tabular-nums">
                    {formatCount(week[kind], locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
