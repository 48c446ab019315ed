import { useId, type ReactNode } from 'react';
import { useElementWidth } from '../ui/use-element-width';
import type { ChartFrame } from './chart-plot';

/**
 * A chart's card: its title, a summary in words, the legend, the chart as wide as the card (given
 * its width and the ids of the title and summary, which name and describe it) and its table.
 */
export function ChartPanel({
  title,
  summary,
  legend,
  table,
  spacing,
  children,
}: {
  title: string;
  summary: string;
  legend: ReactNode;
  table: ReactNode;
  /** Classes that place the card among its neighbours. */
  spacing?: string;
  children: (frame: ChartFrame) => ReactNode;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const titleId = useId();
  const summaryId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={[spacing, 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm']
        .filter(Boolean)
        .join(' ')}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      {legend}
      <div ref={ref} className="mt-3 w-full overflow-hidden">
        {children({ width, labelledBy: titleId, describedBy: summaryId })}
      </div>
      {table}
    </section>
  );
}
