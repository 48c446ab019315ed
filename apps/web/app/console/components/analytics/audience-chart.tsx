import type { StatsInterval, Timeseries } from '@vitrine/contract/client/analytics-stats-client';
import { useId } from 'react';
import { formatPointDate, seriesSummary } from '../../analytics/chart-points';
import { useAnalyticsCopy } from '../../analytics/use-analytics-copy';
import { useElementWidth } from '../../analytics/use-element-width';
import { useConsole } from '../../console-context';
import { fillCopy } from '../../console-locale';
import { ChartDataTable } from './chart-data-table';
import { ChartLegend } from './chart-legend';
import { ChartLines } from './chart-lines';

/**
 * Visitors, page views and conversions over the period (the previous one dashed beside them),
 * with a text summary and the same figures as a table for those who cannot see the chart.
 */
export function AudienceChart({
  timeseries,
  interval,
}: {
  timeseries: Timeseries;
  interval: StatsInterval;
}) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const titleId = useId();
  const summaryId = useId();
  const totals = seriesSummary(timeseries.results);
  const count = new Intl.NumberFormat(locale);
  const summary = totals.peak
    ? fillCopy(copy.chart.summary, {
        visitors: count.format(totals.visitors),
        pageviews: count.format(totals.pageviews),
        conversions: count.format(totals.conversions),
        peak: count.format(totals.peak.visitors),
        peakWhen: fillCopy(copy.chart.peakWhen[interval], {
          date: formatPointDate(totals.peak.date, locale, 'long'),
        }),
      })
    : copy.chart.empty;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {copy.chart.title}
      </h2>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      <ChartLegend compared={timeseries.previous !== undefined} />
      <div ref={ref} className="mt-3 w-full overflow-hidden">
        <ChartLines
          series={timeseries}
          width={width}
          locale={locale}
          labelledBy={titleId}
          describedBy={summaryId}
        />
      </div>
      <ChartDataTable timeseries={timeseries} />
    </section>
  );
}
