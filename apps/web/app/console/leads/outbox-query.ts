import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import {
  OUTBOX_EMAIL_KINDS,
  OUTBOX_EMAIL_STATUSES,
} from '@vitrine/contract/entities/field-options';
import { textSearch } from '../shared/lists/list-query';

export const OUTBOX_STATUSES = OUTBOX_EMAIL_STATUSES;
export const OUTBOX_KINDS = OUTBOX_EMAIL_KINDS;

export const OUTBOX_FILTER_KEYS = ['q', 'status', 'kind'] as const;
export type OutboxFilters = Record<(typeof OUTBOX_FILTER_KEYS)[number], string>;

const OUTBOX_SEARCH_FIELDS = ['to', 'subject'] as const;

/** The server filter of the outbox table; values that are not options are ignored. */
export function outboxQuery(filters: OutboxFilters): EntityQuery {
  const query: EntityQuery = { ...textSearch(filters.q, OUTBOX_SEARCH_FIELDS) };
  if ((OUTBOX_STATUSES as readonly string[]).includes(filters.status))
    query.status = filters.status;
  if ((OUTBOX_KINDS as readonly string[]).includes(filters.kind)) query.kind = filters.kind;
  return query;
}
