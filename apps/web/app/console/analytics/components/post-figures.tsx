import {
  POST_FIGURE_PERIODS,
  type PostFigurePeriod,
  type PostFigures as Figures,
} from '@vitrine/contract/analytics/stats-api';
import { useState } from 'react';
import { formatFigure } from '../figures';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { usePostFigures } from '../use-post-figures';
import { valueLabel } from '../value-label';
import { fillCopy } from '../../shared/console-locale';
import { useConsole } from '../../shared/console-context';
import { CARD } from '../../shared/ui/button-styles';

const SHOWN = ['visitors', 'pageviews', 'conversions', 'conversion_rate'] as const;

function FiguresBody({ figures }: { figures: Figures }) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  const words = copy.postFigures;
  const count = (value: number) => formatFigure('visitors', value, locale);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        {SHOWN.map((name) => (
          <div key={name} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">{copy.figures[name]}</dt>
            <dd className="text-xl font-semibold text-ink">
              {formatFigure(name, figures[name], locale)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">{words.sources}</h3>
      {figures.sources.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{words.noVisits}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {figures.sources.map((row) => (
            <li key={row.value} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words text-slate-800">
                {valueLabel(copy, 'source', row.value)}
              </span>
              <span className="shrink-0 tabular-nums text-slate-600">
                {fillCopy(words.visitorsOf[row.visitors === 1 ? 'one' : 'other'], {
                  count: count(row.visitors),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {figures.goals.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink">{words.goals}</h3>
          <ul className="mt-1 text-sm">
            {figures.goals.map((row) => (
              <li key={row.value} className="flex justify-between gap-3 py-1">
                <span className="text-slate-800">{valueLabel(copy, 'goal', row.value)}</span>
                <span className="tabular-nums text-slate-600">{count(row.conversions)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">{fillCopy(words.note, { page: figures.page })}</p>
    </>
  );
}

/** A stored post's audience in its editor: visitors, page views, sources, leads over 7/30/90 days. */
export function PostFigures({ postId }: { postId: string }) {
  const copy = useAnalyticsCopy();
  const words = copy.postFigures;
  const [period, setPeriod] = useState<PostFigurePeriod>('30d');
  const state = usePostFigures(postId, period);
  return (
    <section aria-labelledby="post-figures-heading" className={`${CARD} flex flex-col gap-3`}>
      <h2 id="post-figures-heading" className="text-lg font-semibold text-ink">
        {words.title}
      </h2>
      <div role="group" aria-label={words.periodLabel} className="flex flex-wrap gap-2">
        {POST_FIGURE_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
            className={`min-h-9 rounded-md border px-3 text-sm ${
              period === value
                ? 'border-brand bg-brand text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {words.periods[value]}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <p className="text-sm text-slate-600">{words.loading}</p>
        ) : state.status === 'failed' ? (
          <p className="text-sm text-red-800">
            {fillCopy(words.failed, { message: state.message })}
          </p>
        ) : (
          <FiguresBody figures={state.figures} />
        )}
      </div>
    </section>
  );
}
