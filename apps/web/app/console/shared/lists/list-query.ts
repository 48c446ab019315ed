import type { EntityQuery } from '@vitrine/contract/client/entity-handler';

/** Longest search text sent to the server (its patterns are capped at 256 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** The typed text as a literal pattern: `.`, `+`, `(`… match themselves. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive "contains" over several text fields; undefined for an empty search. */
export function textSearch(text: string, fields: readonly string[]): EntityQuery | undefined {
  const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  if (trimmed === '' || fields.length === 0) return undefined;
  const pattern = escapeRegex(trimmed);
  return { $or: fields.map((field) => ({ [field]: { $regex: pattern, $options: 'i' } })) };
}

/** True when the query shows a subset (to tell "no match" from "nothing yet"). */
export const isFiltered = (query: EntityQuery) => Object.keys(query).length > 0;

/** A list's filters from its address (`?q=…&language=…`), `''` for those not set. */
export function readFilters<K extends string>(params: URLSearchParams, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
}

/** The page asked for in the address (`?page=3`), 1-based; anything else is the first. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}
