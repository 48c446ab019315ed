import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import { AUDIT_ACTIONS } from '@vitrine/contract/entities/audit-event';
import { periodQuery } from '../shared/lists/date-period';
import { escapeRegex, SEARCH_MAX_LENGTH } from '../shared/lists/list-query';

/** The URL search parameters of the audit table (`page` aside). */
export const AUDIT_FILTER_KEYS = ['q', 'action', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

/**
 * The server filter of the audit table: the actor's e-mail containing `q`, one action, the days
 * `from`–`to` (both included, local time). Values that are not options are ignored.
 */
export function auditQuery(filters: AuditFilters, now = new Date()): EntityQuery {
  const query: EntityQuery = { ...periodQuery('custom', filters.from, filters.to, now) };
  const actor = filters.q.trim().slice(0, SEARCH_MAX_LENGTH);
  if (actor) query.actor_email = { $regex: escapeRegex(actor), $options: 'i' };
  if ((AUDIT_ACTIONS as readonly string[]).includes(filters.action)) query.action = filters.action;
  return query;
}
