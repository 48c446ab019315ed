import { SERIES } from '../chart-points';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { fillCopy } from '../../shared/console-locale';
import { PREVIOUS_DASH, SERIES_COLOURS } from './chart-lines';

function Swatch({ colour, dashed }: { colour: string; dashed: boolean }) {
  return (
    <svg aria-hidden="true" width="24" height="8" className="shrink-0">
      <line
        x1="0"
        x2="24"
        y1="4"
        y2="4"
        stroke={colour}
        strokeWidth="2"
        strokeDasharray={dashed ? PREVIOUS_DASH : undefined}
        strokeOpacity={dashed ? 0.55 : 1}
      />
    </svg>
  );
}

/** What each line is: the colour of each series, dashed for the previous period. */
export function ChartLegend({ compared }: { compared: boolean }) {
  const copy = useAnalyticsCopy();
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {SERIES.map((name) => (
        <li key={name} className="flex items-center gap-2">
          <Swatch colour={SERIES_COLOURS[name]} dashed={false} />
          {copy.chart.series[name]}
        </li>
      ))}
      {compared
        ? SERIES.map((name) => (
            <li key={`previous-${name}`} className="flex items-center gap-2">
              <Swatch colour={SERIES_COLOURS[name]} dashed />
              {fillCopy(copy.chart.previous, { series: copy.chart.series[name] })}
            </li>
          ))
        : null}
    </ul>
  );
}
