import type { Timeseries } from '@vitrine/contract/client/analytics-stats-client';
import { alignedPrevious, formatPointDate, SERIES } from '../chart-points';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { ChartTable } from '../../shared/charts/chart-table';

/** The chart's figures as a table, folded under a disclosure, the previous period's beside. */
export function ChartDataTable({ timeseries }: { timeseries: Timeseries }) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  const count = new Intl.NumberFormat(locale);
  const previous = alignedPrevious(timeseries);
  const compared = timeseries.previous !== undefined;
  const columns = [
    ...SERIES.map((name) => ({ key: name, label: copy.chart.series[name] })),
    ...(compared
      ? SERIES.map((name) => ({
          key: `previous-${name}`,
          label: fillCopy(copy.chart.previous, { series: copy.chart.series[name] }),
        }))
      : []),
  ];
  const rows = timeseries.results.map((point, index) => ({
    key: point.date,
    heading: formatPointDate(point.date, locale, 'long'),
    cells: [
      ...SERIES.map((name) => count.format(point[name])),
      ...(compared
        ? SERIES.map((name) => (previous[index] ? count.format(previous[index][name]) : '—'))
        : []),
    ],
  }));
  return (
    <ChartTable
      toggle={copy.chart.showTable}
      caption={copy.chart.label}
      corner={copy.chart.date}
      columns={columns}
      rows={rows}
      scrolls
    />
  );
}
