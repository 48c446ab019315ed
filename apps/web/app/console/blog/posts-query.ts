import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import { LOCALES } from '@vitrine/contract/locales';
import { textSearch } from '../shared/lists/list-query';

/** Every column of the list; never the content, which can be long. */
export const LIST_FIELDS = [
  'id',
  'title',
  'slug',
  'published',
  'language',
  'category',
  'created_date',
  'published_date',
] as const;

export const STATUSES = ['draft', 'published'] as const;

/** The URL search parameters of the posts list (`page` aside). */
export const POST_FILTER_KEYS = ['q', 'language', 'status'] as const;
export type PostFilters = Record<(typeof POST_FILTER_KEYS)[number], string>;

/**
 * The list's filter: language, status, and the search on title or slug (case-insensitive).
 * Values that are not options (a hand-edited address) are ignored.
 */
export function postsQuery({ q, language, status }: PostFilters): EntityQuery {
  const query: EntityQuery = { ...textSearch(q, ['title', 'slug']) };
  if ((LOCALES as readonly string[]).includes(language)) query.language = language;
  if ((STATUSES as readonly string[]).includes(status)) query.published = status === 'published';
  return query;
}
