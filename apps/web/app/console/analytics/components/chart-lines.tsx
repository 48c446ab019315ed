import type { Timeseries } from '@vitrine/contract/client/analytics-stats-client';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { alignedPrevious, formatPointDate, SERIES, type SeriesName } from '../chart-points';
import {
  ChartPlot,
  plotSize,
  type ChartLayout,
  type ChartProps,
} from '../../shared/charts/chart-plot';

export const SERIES_COLOURS: Record<SeriesName, string> = {
  visitors: '#4f46e5',
  pageviews: '#0284c7',
  conversions: '#059669',
};
export const PREVIOUS_DASH = '5 4';

const LAYOUT: ChartLayout = { height: 280, margin: { top: 12, right: 44, bottom: 32, left: 48 } };

/**
 * The lines of the chart, drawn in SVG with visx: visitors and page views on the left scale,
 * conversions (far fewer) on the right one; the previous period dashed, point for point.
 */
export function ChartLines({ series, frame, locale }: ChartProps & { series: Timeseries }) {
  const points = series.results;
  const previous = alignedPrevious(series);
  const { innerWidth, innerHeight } = plotSize(frame.width, LAYOUT);
  const peak = (name: SeriesName) =>
    Math.max(
      1,
      ...points.map((point) => point[name]),
      ...previous.map((point) => point?.[name] ?? 0),
    );
  const x = scaleLinear({ domain: [0, Math.max(points.length - 1, 1)], range: [0, innerWidth] });
  const left = scaleLinear({
    domain: [0, Math.max(peak('visitors'), peak('pageviews'))],
    range: [innerHeight, 0],
    nice: true,
  });
  const right = scaleLinear({
    domain: [0, peak('conversions')],
    range: [innerHeight, 0],
    nice: true,
  });
  const scaleOf = (name: SeriesName) => (name === 'conversions' ? right : left);
  const ticks = Math.max(2, Math.min(points.length, Math.floor(innerWidth / 90)));
  return (
    <ChartPlot
      frame={frame}
      layout={LAYOUT}
      locale={locale}
      left={left}
      right={{ scale: right, fill: '#047857' }}
      bottom={x}
      bottomTicks={ticks}
      bottomLabel={(value) => {
        const point = points[Math.round(value.valueOf())];
        return point ? formatPointDate(point.date, locale) : '';
      }}
    >
      {SERIES.map((name) => (
        <LinePath
          key={`previous-${name}`}
          data={previous.flatMap((point, index) => (point ? [{ index, value: point[name] }] : []))}
          x={(point) => x(point.index)}
          y={(point) => scaleOf(name)(point.value)}
          stroke={SERIES_COLOURS[name]}
          strokeOpacity={0.55}
          strokeWidth={1.5}
          strokeDasharray={PREVIOUS_DASH}
        />
      ))}
      {SERIES.map((name) => (
        <LinePath
          key={name}
          data={points.map((point, index) => ({ index, value: point[name] }))}
          x={(point) => x(point.index)}
          y={(point) => scaleOf(name)(point.value)}
          stroke={SERIES_COLOURS[name]}
          strokeWidth={2}
        />
      ))}
    </ChartPlot>
  );
}
