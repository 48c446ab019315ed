import { formatCount } from '../../../shared/format/format-number';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { WORKED_KINDS, type WeekCount } from '../dashboard-counts';
import { useDashboardCopy } from '../use-dashboard-copy';
import { ChartPanel } from '../../shared/charts/chart-panel';
import { ChartTable } from '../../shared/charts/chart-table';
import { TREND_COLOURS, TrendBars } from './trend-bars';

const weekDate = (date: Date, locale: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month }).format(date);

/**
 * New contact messages and demo requests per week over the last 12 weeks (Monday to Sunday, local
 * time): bars drawn with visx, a summary in words, and the same figures as a table.
 */
export function LeadTrendChart({ weeks }: { weeks: WeekCount[] }) {
  const { locale } = useConsole();
  const words = useDashboardCopy();
  const total = weeks.reduce((sum, week) => sum + week.contact + week.demo, 0);
  const last = weeks.at(-1);
  const summary =
    total === 0
      ? words.trendEmpty
      : fillCopy(words.trendSummary, {
          total: formatCount(total, locale),
          thisWeek: formatCount(last ? last.contact + last.demo : 0, locale),
        });
  const legend = (
    <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700">
      {WORKED_KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <svg aria-hidden="true" width="12" height="12" className="shrink-0">
            <rect width="12" height="12" rx="2" fill={TREND_COLOURS[kind]} />
          </svg>
          {words[kind]}
        </li>
      ))}
    </ul>
  );
  const table = (
    <ChartTable
      toggle={words.trendTable}
      caption={words.trendLabel}
      corner={words.week}
      columns={WORKED_KINDS.map((kind) => ({ key: kind, label: words[kind] }))}
      rows={weeks.map((week) => ({
        key: week.start.toISOString(),
        heading: weekDate(week.start, locale, 'long'),
        cells: WORKED_KINDS.map((kind) => formatCount(week[kind], locale)),
      }))}
    />
  );
  return (
    <ChartPanel
      title={words.trendTitle}
      summary={summary}
      legend={legend}
      table={table}
      spacing="mt-10"
    >
      {(frame) => (
        <TrendBars
          weeks={weeks}
          frame={frame}
          locale={locale}
          label={(week) => weekDate(week.start, locale, 'short')}
        />
      )}
    </ChartPanel>
  );
}
