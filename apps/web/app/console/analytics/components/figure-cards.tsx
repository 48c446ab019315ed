import type { AggregateResult } from '@vitrine/contract/client/analytics-stats-client';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { FIGURES, LOWER_IS_BETTER, figureChange, formatFigure, type FigureName } from '../figures';
import { formatPointDate } from '../chart-points';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';

function FigureChange({ name, aggregate }: { name: FigureName; aggregate: AggregateResult }) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  if (!aggregate.previous) return null;
  const change = figureChange(name, aggregate[name], aggregate.previous[name]);
  if (!change) return <p className="mt-1 text-xs text-slate-600">{copy.figures.noChange}</p>;
  const template =
    change.unit === 'points' ? copy.figures.changePoints : copy.figures.changePercent;
  const sign = change.value > 0 ? '+' : change.value < 0 ? '−' : '';
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    Math.abs(change.value),
  );
  const better = LOWER_IS_BETTER.has(name) ? change.value < 0 : change.value > 0;
  const Icon = change.value === 0 ? Minus : change.value > 0 ? ArrowUpRight : ArrowDownRight;
  const tone = change.value === 0 ? 'text-slate-600' : better ? 'text-emerald-700' : 'text-red-700';
  return (
    <p className={`mt-1 flex items-start gap-1 text-xs font-medium ${tone}`}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        {fillCopy(template, { sign, value })}
        <span className="sr-only"> {copy.figures.changeSuffix}</span>
      </span>
    </p>
  );
}

/**
 * The period's eight figures, each with its change on the previous period when compared, and
 * the day filtered figures start from when older visits are gone (raw retention).
 */
export function FigureCards({ aggregate }: { aggregate: AggregateResult }) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  return (
    <section aria-label={copy.figures.label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((name) => (
          <li key={name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-medium text-slate-600">{copy.figures[name]}</p>
            <p className="mt-1 text-2xl font-bold text-ink tabular-nums">
              {formatFigure(name, aggregate[name], locale)}
            </p>
            <FigureChange name={name} aggregate={aggregate} />
          </li>
        ))}
      </ul>
      {aggregate.filtered_since ? (
        <p role="note" className="mt-3 text-sm text-slate-600">
          {fillCopy(copy.figures.filteredSince, {
            date: formatPointDate(aggregate.filtered_since, locale, 'long'),
          })}
        </p>
      ) : null}
    </section>
  );
}
