import type { Timeseries } from '@vitrine/contract/client/analytics-stats-client';
import { alignedPrevious, formatPointDate, SERIES } from '../../analytics/chart-points';
import { useAnalyticsCopy } from '../../analytics/use-analytics-copy';
import { useConsole } from '../../console-context';
import { fillCopy } from '../../console-locale';

/** The chart's figures as a table, folded under a disclosure. */
export function ChartDataTable({ timeseries }: { timeseries: Timeseries }) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  const count = new Intl.NumberFormat(locale);
  const previous = alignedPrevious(timeseries);
  const compared = timeseries.previous !== undefined;
  return (
    <details className="mt-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand">
        {copy.chart.showTable}
      </summary>
      <div
        role="region"
        aria-label={copy.chart.label}
        // A scrolling region is reached by keyboard to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{copy.chart.label}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {copy.chart.date}
              </th>
              {SERIES.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-right">
                  {copy.chart.series[name]}
                </th>
              ))}
              {compared
                ? SERIES.map((name) => (
                    <th key={`previous-${name}`} scope="col" className="px-3 py-2 text-right">
                      {fillCopy(copy.chart.previous, { series: copy.chart.series[name] })}
                    </th>
                  ))
                : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {timeseries.results.map((point, index) => (
              <tr key={point.date}>
                <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
                  {formatPointDate(point.date, locale, 'long')}
                </th>
                {SERIES.map((name) => (
                  <td key={name} className="px-3 py-1 text-right tabular-nums">
                    {count.format(point[name])}
                  </td>
                ))}
                {compared
                  ? SERIES.map((name) => (
                      <td key={`previous-${name}`} className="px-3 py-1 text-right tabular-nums">
                        {previous[index] ? count.format(previous[index][name]) : '—'}
                      </td>
                    ))
                  : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
