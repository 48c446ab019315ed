import type { ContentEntityName } from '../entities/entity-registry';
import type { HttpTransport, RequestOptions } from './http-transport';

/** Changes of a content record kept by the server, newest first. */
export const CONTENT_HISTORY_KEPT = 50;

/** One change of a content record: who saved it, when, and which fields it changed. */
export interface ContentHistoryEntry {
  /** `created` comes last: the record's creation, from the record itself. */
  action: 'created' | 'updated';
  saved_at: string;
  /** An admin's e-mail; null for a change the server made itself (the seed). */
  saved_by: string | null;
  /** Paths of the changed fields (`price`, `name.fr`); empty for the creation. */
  changed: string[];
}

export interface ContentHistory {
  history: ContentHistoryEntry[];
}

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
