import { AxisBottom, AxisLeft, AxisRight, type AxisScale, type TickFormatter } from '@visx/axis';
import { Group } from '@visx/group';
import type { PickD3Scale, ScaleInput } from '@visx/scale';
import type { ReactNode } from 'react';

type LinearScale = PickD3Scale<'linear', number>;

/** What a chart's card gives it: its width, and the ids of the elements naming and describing it. */
export interface ChartFrame {
  width: number;
  labelledBy: string;
  describedBy: string;
}

/** What a chart drawn in a card takes: its frame, and the locale of its figures and dates. */
export interface ChartProps {
  frame: ChartFrame;
  locale: string;
}

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const AXIS_TEXT = { fill: '#475569', fontSize: 11, fontFamily: 'inherit' };
const AXIS_LINES = { stroke: '#cbd5e1', tickStroke: '#cbd5e1' };

/** A chart's height, and the margins around its plot (where the axes' labels go). */
export interface ChartLayout {
  height: number;
  margin: ChartMargin;
}

/** The size of the plot inside the chart's margins (never narrower than 10 px). */
export function plotSize(width: number, { height, margin }: ChartLayout) {
  return {
    innerWidth: Math.max(width - margin.left - margin.right, 10),
    innerHeight: height - margin.top - margin.bottom,
  };
}

/**
 * A chart's SVG, as wide as its frame, named and described by the frame's ids. Inside its margins:
 * the grid of the left scale's ticks behind `children`, then the axes in front (left, right when
 * given, bottom). Value axes label whole numbers only, in the locale's format.
 */
export function ChartPlot<Bottom extends AxisScale>({
  frame: { width, labelledBy, describedBy },
  layout,
  locale,
  left,
  right,
  bottom,
  bottomTicks,
  bottomLabel,
  children,
}: {
  frame: ChartFrame;
  layout: ChartLayout;
  locale: string;
  left: LinearScale;
  /** A second value scale on the right, its labels in their own colour. */
  right?: { scale: LinearScale; fill: string };
  bottom: Bottom;
  bottomTicks?: number;
  bottomLabel: TickFormatter<ScaleInput<Bottom>>;
  children: ReactNode;
}) {
  const { height, margin } = layout;
  const { innerWidth, innerHeight } = plotSize(width, layout);
  const whole = (value: { valueOf(): number }) =>
    Number.isInteger(value.valueOf()) ? new Intl.NumberFormat(locale).format(value.valueOf()) : '';
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="block"
    >
      <Group left={margin.left} top={margin.top}>
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
        {children}
        <AxisLeft
          scale={left}
          numTicks={4}
          tickFormat={whole}
          {...AXIS_LINES}
          tickLabelProps={AXIS_TEXT}
        />
        {right ? (
          <AxisRight
            left={innerWidth}
            scale={right.scale}
            numTicks={4}
            tickFormat={whole}
            {...AXIS_LINES}
            tickLabelProps={{ ...AXIS_TEXT, fill: right.fill }}
          />
        ) : null}
        <AxisBottom
          top={innerHeight}
          scale={bottom}
          numTicks={bottomTicks}
          tickFormat={bottomLabel}
          {...AXIS_LINES}
          tickLabelProps={AXIS_TEXT}
        />
      </Group>
    </svg>
  );
}
