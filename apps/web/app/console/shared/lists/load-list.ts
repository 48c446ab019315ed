import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import { redirect } from 'react-router';
import { consoleCall } from '../session';
import { isFiltered, readPage } from './list-query';
import { lastPage, loadPage, type ListSource, type Page } from './paged-list';
import { recentTotals } from './recent-totals';

/** One page of a console list, as its route's `clientLoader` returns it. */
export interface ListPage<T> extends Page<T> {
  /** 1-based. */
  page: number;
  /** The query narrows the list: when empty, the page says "no match" rather than "nothing yet". */
  filtered: boolean;
}

/**
 * The page of `query` the address asks for (`?page=`), in the order of `sort` (newest first by
 * default), with how many match (counted once per list and filters, then reused by page turns
 * for a few seconds). When the list shrank under that page (an erasure, an old shared link),
 * goes to its last page.
 */
export function loadList<T>(
  request: Request,
  source: ListSource<T>,
  query: EntityQuery,
  fields?: readonly string[],
  sort?: string,
) {
  return consoleCall(request, async (): Promise<ListPage<T>> => {
    const url = new URL(request.url);
    const page = readPage(url.searchParams);
    const key = `${url.pathname} ${JSON.stringify(query)}`;
    const knownTotal = recentTotals.get(key);
    const result = await loadPage(source, query, page, {
      signal: request.signal,
      fields,
      knownTotal,
      sort,
    });
    recentTotals.set(key, result.total);
    if (page > 1 && result.rows.length === 0 && result.total > 0) {
      url.searchParams.set('page', String(lastPage(result.total)));
      throw redirect(`${url.pathname}${url.search}`);
    }
    return { ...result, page, filtered: isFiltered(query) };
  });
}
