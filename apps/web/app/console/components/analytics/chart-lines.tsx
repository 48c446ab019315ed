import type { Timeseries } from '@vitrine/contract/client/analytics-stats-client';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import {
  alignedPrevious,
  formatPointDate,
  SERIES,
  type SeriesName,
} from '../../analytics/chart-points';

export const SERIES_COLOURS: Record<SeriesName, string> = {
  visitors: '#4f46e5',
  pageviews: '#0284c7',
  conversions: '#059669',
};
export const PREVIOUS_DASH = '5 4';

const HEIGHT = 280;
const MARGIN = { top: 12, right: 44, bottom: 32, left: 48 };
const AXIS_TEXT = { fill: '#475569', fontSize: 11, fontFamily: 'inherit' };

/**
 * The lines of the chart, drawn in SVG with visx: visitors and page views on the left scale,
 * conversions (far fewer) on the right one; the previous period dashed, point for point.
 */
export function ChartLines({
  series,
  width,
  locale,
  labelledBy,
  describedBy,
}: {
  series: Timeseries;
  width: number;
  locale: string;
  labelledBy: string;
  describedBy: string;
}) {
  const points = series.results;
  const previous = alignedPrevious(series);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
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
  const whole = (value: { valueOf(): number }) =>
    Number.isInteger(value.valueOf()) ? new Intl.NumberFormat(locale).format(value.valueOf()) : '';
  return (
    <svg
      width={width}
      height={HEIGHT}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="block"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {left.ticks(4).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={innerWidth}
            y1={left(tick)}
            y2={left(tick)}
            stroke="#e2e8f0"
          />
        ))}
        {SERIES.map((name) => (
          <LinePath
            key={`previous-${name}`}
            data={previous.flatMap((point, index) =>
              point ? [{ index, value: point[name] }] : [],
            )}
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
        <AxisLeft
          scale={left}
          numTicks={4}
          tickFormat={whole}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={AXIS_TEXT}
        />
        <AxisRight
          left={innerWidth}
          scale={right}
          numTicks={4}
          tickFormat={whole}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={{ ...AXIS_TEXT, fill: '#047857' }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={ticks}
          tickFormat={(value) => {
            const point = points[Math.round(value.valueOf())];
            return point ? formatPointDate(point.date, locale) : '';
          }}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={AXIS_TEXT}
        />
      </Group>
    </svg>
  );
}
