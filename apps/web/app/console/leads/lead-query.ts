import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import { INTEREST_OPTIONS, SCREENS_COUNT_OPTIONS } from '@vitrine/contract/entities/field-options';
import { LEAD_STATUSES } from '@vitrine/contract/entities/field-options';
import { LOCALES } from '@vitrine/contract/locales';
import { periodQuery } from '../shared/lists/date-period';
import { textSearch } from '../shared/lists/list-query';
import { LEAD_SEARCH_FIELDS, type LeadKind } from './lead-kinds';

/** The URL search parameters of a lead table (`page` aside). */
export const LEAD_FILTER_KEYS = [
  'q',
  'language',
  'screens',
  'interest',
  'confirmed',
  'bouncing',
  'status',
  'period',
  'from',
  'to',
] as const;
export type LeadFilters = Record<(typeof LEAD_FILTER_KEYS)[number], string>;

const oneOf = (value: string, allowed: readonly string[]) =>
  allowed.includes(value) ? value : undefined;

/** The newsletter's filters: confirmed or pending sign-ups, failing addresses or not. */
export const CONFIRMED_OPTIONS = ['confirmed', 'pending'] as const;
export const BOUNCING_OPTIONS = ['bouncing', 'fine'] as const;

/** `confirmed` and `bouncing` are only set when true: "not" matches them false or missing. */
function newsletterQuery(filters: LeadFilters): EntityQuery {
  const query: EntityQuery = {};
  const confirmed = oneOf(filters.confirmed, CONFIRMED_OPTIONS);
  if (confirmed) query.confirmed = confirmed === 'confirmed' ? true : { $ne: true };
  const bouncing = oneOf(filters.bouncing, BOUNCING_OPTIONS);
  if (bouncing) query.bouncing = bouncing === 'bouncing' ? true : { $ne: true };
  return query;
}

/** Whether a kind of lead is worked by the team (a status, notes and an assignee). */
export const isWorkedKind = (kind: LeadKind) => kind === 'contact' || kind === 'demo';

/**
 * The server filter of a lead table. Values that are not options (a hand-edited address) are
 * ignored rather than sent. `interests` is a list: a plain value matches when any item equals it.
 * Every table filters by when the lead arrived (`period`, local time); the newsletter's also by
 * confirmation and failing addresses, contact messages and demo requests by status.
 */
export function leadQuery(kind: LeadKind, filters: LeadFilters, now = new Date()): EntityQuery {
  const query: EntityQuery = {
    ...textSearch(filters.q, LEAD_SEARCH_FIELDS[kind]),
    ...periodQuery(filters.period, filters.from, filters.to, now),
  };
  const language = oneOf(filters.language, LOCALES);
  if (language) query.language = language;
  if (kind === 'newsletter') return { ...query, ...newsletterQuery(filters) };
  if (isWorkedKind(kind)) {
    const status = oneOf(filters.status, LEAD_STATUSES);
    return status ? { ...query, status } : query;
  }
  const screens = oneOf(filters.screens, SCREENS_COUNT_OPTIONS);
  if (screens) query.screensCount = screens;
  const interest = oneOf(filters.interest, INTEREST_OPTIONS);
  if (interest) query.interests = interest;
  return query;
}
