import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import { INTEREST_OPTIONS, SCREENS_COUNT_OPTIONS } from '@vitrine/contract/entities/field-options';
import { LOCALES } from '@vitrine/contract/locales';
import { textSearch } from '../lists/list-query';
import { LEAD_SEARCH_FIELDS, type LeadKind } from './lead-kinds';

/** The URL search parameters of a lead table (`page` aside). */
export const LEAD_FILTER_KEYS = [
  'q',
  'language',
  'screens',
  'interest',
  'confirmed',
  'bouncing',
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

/**
 * The server filter of a lead table. Values that are not options (a hand-edited address) are
 * ignored rather than sent. `interests` is a list: a plain value matches when any item equals it.
 * The newsletter's table also filters by confirmation and failing addresses.
 */
export function leadQuery(kind: LeadKind, filters: LeadFilters): EntityQuery {
  const query: EntityQuery = { ...textSearch(filters.q, LEAD_SEARCH_FIELDS[kind]) };
  const language = oneOf(filters.language, LOCALES);
  if (language) query.language = language;
  if (kind === 'newsletter') return { ...query, ...newsletterQuery(filters) };
  if (kind !== 'waitlist') return query;
  const screens = oneOf(filters.screens, SCREENS_COUNT_OPTIONS);
  if (screens) query.screensCount = screens;
  const interest = oneOf(filters.interest, INTEREST_OPTIONS);
  if (interest) query.interests = interest;
  return query;
}
