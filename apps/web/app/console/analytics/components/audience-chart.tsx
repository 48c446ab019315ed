import type { StatsInterval, Timeseries } from '@vitrine/contract/client/analytics-stats-client';
import { formatPointDate, seriesSummary } from '../chart-points';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { ChartPanel } from '../../shared/charts/chart-panel';
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
    <ChartPanel
      title={copy.chart.title}
      summary={summary}
      legend={<ChartLegend compared={timeseries.previous !== undefined} />}
      table={<ChartDataTable timeseries={timeseries} />}
    >
      {(frame) => <ChartLines series={timeseries} frame={frame} locale={locale} />}
    </ChartPanel>
  );
}
