import type { ContentEntityName } from '../entities/entity-registry';
import type { ContentHistory } from '../site-content/content-history-api';
import type { HttpTransport, RequestOptions } from './http-transport';

// The answer's types come from the route's schema; the client's callers read them here.
export type { ContentHistory, ContentHistoryEntry } from '../site-content/content-history-api';

/** Changes of a content record kept by the server, newest first. */
export const CONTENT_HISTORY_KEPT = 50;

/** `GET /apps/{appId}/content/history` (admins only). */
export interface ContentHistoryClient {
  history(entity: ContentEntityName, id: string, options?: RequestOptions): Promise<ContentHistory>;
}

export function createContentHistoryClient(
  transport: HttpTransport,
  appId: string,
): ContentHistoryClient {
  const path = `/apps/${encodeURIComponent(appId)}/content/history`;
  return {
    history: (entity, id, options) =>
      transport.request({
        method: 'GET',
        path,
        query: new URLSearchParams({ entity, id }),
        options,
      }),
  };
}
