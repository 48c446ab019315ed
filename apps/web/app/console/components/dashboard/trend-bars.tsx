import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { WORKED_KINDS, type WeekCount, type WorkedKind } from '../../dashboard-counts';

export const TREND_COLOURS: Record<WorkedKind, string> = {
  contact: '#4f46e5',
  demo: '#0d9488',
};

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 40 };
const AXIS_TEXT = { fill: '#475569', fontSize: 11, fontFamily: 'inherit' };

/** One pair of bars per week (contact messages, demo requests), in SVG with visx. */
export function TrendBars({
  weeks,
  width,
  locale,
  labelledBy,
  describedBy,
  label,
}: {
  weeks: WeekCount[];
  width: number;
  locale: string;
  labelledBy: string;
  describedBy: string;
  label: (week: WeekCount) => string;
}) {
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const keys = weeks.map((week) => week.start.toISOString());
  const x = scaleBand({ domain: keys, range: [0, innerWidth], padding: 0.25 });
  const kind = scaleBand({ domain: [...WORKED_KINDS], range: [0, x.bandwidth()], padding: 0.1 });
  const peak = Math.max(1, ...weeks.flatMap((week) => [week.contact, week.demo]));
  const y = scaleLinear({ domain: [0, peak], range: [innerHeight, 0], nice: true });
  const whole = (value: { valueOf(): number }) =>
    Number.isInteger(value.valueOf()) ? new Intl.NumberFormat(locale).format(value.valueOf()) : '';
  // Where weeks are narrow (phones), one in two or three is labelled, so labels never touch.
  const every = Math.max(1, Math.ceil(60 / (innerWidth / Math.max(weeks.length, 1))));
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
        {y.ticks(4).map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
        ))}
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
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={whole}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={AXIS_TEXT}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(value) => {
            const index = keys.indexOf(String(value));
            const week = weeks[index];
            return week && (weeks.length - 1 - index) % every === 0 ? label(week) : '';
          }}
          stroke="#cbd5e1"
          tickStroke="#cbd5e1"
          tickLabelProps={AXIS_TEXT}
        />
      </Group>
    </svg>
  );
}
