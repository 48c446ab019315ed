import { CONTENT_HISTORY_KEPT } from '@vitrine/contract/client/content-history-client';
import { History } from 'lucide-react';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import type { ContentKind } from '../content-kinds';
import { changedFieldLabels } from '../field-labels';
import type { HistoryState } from '../use-content-history';
import { useContentCopy } from '../use-content-copy';
import { formatDateTime } from '../../../shared/format/format-date';
import { CARD } from '../../shared/ui/button-styles';

/** Who changed the record and when, newest first, with the fields each change touched. */
export function ContentHistoryList({
  kind,
  history,
}: {
  kind: ContentKind;
  history: HistoryState;
}) {
  const { locale } = useConsole();
  const copy = useContentCopy();
  const { history: words } = copy;
  return (
    <section aria-labelledby="content-history-title" className={`${CARD} flex flex-col gap-3`}>
      <h2
        id="content-history-title"
        className="flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <History aria-hidden="true" className="size-5 text-brand" />
        {words.title}
      </h2>
      <p className="text-sm text-slate-600">
        {fillCopy(words.intro, { kept: CONTENT_HISTORY_KEPT })}
      </p>
      {history.state === 'loading' ? <p aria-live="polite">{words.loading}</p> : null}
      {history.state === 'failed' ? (
        <p role="alert" className="text-red-700">
          {fillCopy(words.failed, { message: history.message })}
        </p>
      ) : null}
      {history.state === 'ready' ? (
        <ol className="flex flex-col divide-y divide-slate-100">
          {history.entries.map((entry, index) => {
            const who = entry.saved_by ?? words.server;
            const fields = changedFieldLabels(kind, entry.changed, copy).join(', ');
            return (
              <li key={index} className="flex flex-col gap-0.5 py-2 text-sm">
                <span className="font-medium text-ink">
                  {fillCopy(entry.action === 'created' ? words.created : words.updated, { who })}
                </span>
                <time dateTime={entry.saved_at} className="text-slate-600">
                  {formatDateTime(entry.saved_at, locale)}
                </time>
                {fields ? (
                  <span className="text-slate-600">{fillCopy(words.changed, { fields })}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
