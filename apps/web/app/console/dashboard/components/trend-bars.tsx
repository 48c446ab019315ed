import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { WORKED_KINDS, type WeekCount, type WorkedKind } from '../dashboard-counts';
import {
  ChartPlot,
  plotSize,
  type ChartLayout,
  type ChartProps,
} from '../../shared/charts/chart-plot';

export const TREND_COLOURS: Record<WorkedKind, string> = {
  contact: '#4f46e5',
  demo: '#0d9488',
};

const LAYOUT: ChartLayout = { height: 240, margin: { top: 12, right: 12, bottom: 32, left: 40 } };

/** One pair of bars per week (contact messages, demo requests), in SVG with visx. */
export function TrendBars({
  weeks,
  frame,
  locale,
  label,
}: ChartProps & { weeks: WeekCount[]; label: (week: WeekCount) => string }) {
  const { innerWidth, innerHeight } = plotSize(frame.width, LAYOUT);
  const keys = weeks.map((week) => week.start.toISOString());
  const x = scaleBand({ domain: keys, range: [0, innerWidth], padding: 0.25 });
  const kind = scaleBand({ domain: [...WORKED_KINDS], range: [0, x.bandwidth()], padding: 0.1 });
  const peak = Math.max(1, ...weeks.flatMap((week) => [week.contact, week.demo]));
  const y = scaleLinear({ domain: [0, peak], range: [innerHeight, 0], nice: true });
  // Where weeks are narrow (phones), one in two or three is labelled, so labels never touch.
  const every = Math.max(1, Math.ceil(60 / (innerWidth / Math.max(weeks.length, 1))));
  return (
    <ChartPlot
      frame={frame}
      layout={LAYOUT}
      locale={locale}
      left={y}
      bottom={x}
      bottomLabel={(value) => {
        const index = keys.indexOf(String(value));
        const week = weeks[index];
        return week && (weeks.length - 1 - index) % every === 0 ? label(week) : '';
      }}
    >
      {weeks.map((week, index) => (
        <Group key={keys[index]} left={x(keys[index]!) ?? 0}>
          {WORKED_KINDS.map((name) => (
            <Bar
              key={name}
              x={kind(name) ?? 0}
              y={y(week[name])}
              width={kind.bandwidth()}
              height={innerHeight - y(week[name])}
              fill={TREND_COLOURS[name]}
              rx={2}
            />
          ))}
        </Group>
      ))}
    </ChartPlot>
  );
}
