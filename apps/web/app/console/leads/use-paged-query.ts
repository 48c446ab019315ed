import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import { useEffect } from 'react';
import { useApiQuery, type ApiQuery } from '../use-api-query';
import { lastPage, loadPage, type ListSource, type Page } from './paged-list';

/**
 * One page of a console table, reloaded whenever the source, the filter or the page changes.
 * When the list shrank under the page shown (an erasure, a shared old link), goes to its end.
 */
export function usePagedQuery<T>(
  sourceKey: string,
  source: ListSource<T>,
  query: EntityQuery,
  page: number,
  setPage: (page: number) => void,
): ApiQuery<Page<T>> {
  const key = JSON.stringify([sourceKey, query, page]);
  const result = useApiQuery(key, (signal) => loadPage(source, query, page, signal));
  const { data, loading } = result;
  useEffect(() => {
    if (loading || !data || page <= 1) return;
    if (data.rows.length === 0 && data.total > 0) setPage(lastPage(data.total));
  }, [data, loading, page, setPage]);
  return result;
}
