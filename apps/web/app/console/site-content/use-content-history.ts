import type { ContentHistoryEntry } from '@vitrine/contract/client/content-history-client';
import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { contentHistoryClient } from './content-history-client';
import { KIND_ENTITIES, type ContentKind } from './content-kinds';

export type HistoryState =
  | { state: 'loading' }
  | { state: 'ready'; entries: ContentHistoryEntry[] }
  | { state: 'failed'; message: string };

/** A record's history, asked again whenever `version` (its `updated_date`) changes. */
export function useContentHistory(kind: ContentKind, id: string | undefined, version: string) {
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    contentHistoryClient()
      .history(KIND_ENTITIES[kind], id, { signal: controller.signal })
      .then(
        ({ history: entries }) => setHistory({ state: 'ready', entries }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setHistory({ state: 'failed', message: apiFailure(error).message });
        },
      );
    return () => controller.abort();
  }, [kind, id, version]);
  return history;
}
