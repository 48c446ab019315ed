import type { EntityHandler, EntityQuery } from '@vitrine/contract/client/entity-handler';

/** Rows per page of every console table. */
export const PAGE_SIZE = 50;
export const NEWEST_FIRST = '-created_date';

/** The two calls a paged table needs (any `client.entities.X`). */
export type ListSource<T> = Pick<EntityHandler<unknown, T>, 'filter' | 'count'>;

export interface Page<T> {
  rows: T[];
  /** How many records match in all. */
  total: number;
  /** Rows before this page's first one. */
  skip: number;
}

/**
 * One page (1-based) of `query` in the order of `sort` (the API's, newest first by default), and
 * how many records match in all (`knownTotal` when the caller already knows it: then only the
 * page is read).
 */
export async function loadPage<T>(
  source: ListSource<T>,
  query: EntityQuery,
  page: number,
  options: { signal: AbortSignal; fields?: readonly string[]; knownTotal?: number; sort?: string },
): Promise<Page<T>> {
  const { signal, fields, knownTotal, sort = NEWEST_FIRST } = options;
  const skip = (page - 1) * PAGE_SIZE;
  const [rows, total] = await Promise.all([
    source.filter(query, sort, PAGE_SIZE, skip, fields, { signal }),
    knownTotal ?? source.count(query, { signal }),
  ]);
  return { rows, total, skip };
}

/** The last page that has rows (1 when there are none). */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
