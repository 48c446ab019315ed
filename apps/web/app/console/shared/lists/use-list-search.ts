import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { readPage } from './list-query';

/**
 * A list's search, filters and page, kept in the address (`?q=…&language=…&page=3`) so a view can
 * be shared and survives a reload; the route's `clientLoader` reads the same address. Changing a
 * filter goes back to the first page. `busy`: the next rows of this list are on their way.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  // Two changes in a row (a filter, then another) build on each other, not on the address still
  // shown while the first one loads.
  const pending =
    navigation.location?.pathname === pathname ? navigation.location.search : undefined;
  const lastSent = useRef<URLSearchParams | undefined>(undefined);
  useEffect(() => {
    lastSent.current = undefined;
  }, [search]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace: boolean) => {
      const next = new URLSearchParams(lastSent.current ?? pending ?? params);
      edit(next);
      lastSent.current = next;
      setParams(next, { replace, preventScrollReset: true });
    },
    [pending, params, setParams],
  );

  const setFilter = useCallback(
    (key: string, value: string) =>
      change((next) => {
        if (value === '') next.delete(key);
        else next.set(key, value);
        next.delete('page');
      }, true),
    [change],
  );

  /** Sorting keeps the filters and goes back to the first page, as a new entry in the history. */
  const setSort = useCallback(
    (value: string) =>
      change((next) => {
        next.set('sort', value);
        next.delete('page');
      }, false),
    [change],
  );

  const setPage = useCallback(
    (target: number) =>
      change((next) => {
        if (target > 1) next.set('page', String(target));
        else next.delete('page');
      }, false),
    [change],
  );

  // Clearing the filters keeps the order the table is sorted in.
  const clear = useCallback(() => {
    const sort = params.get('sort');
    lastSent.current = new URLSearchParams(sort ? { sort } : {});
    setParams(lastSent.current, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  const staying = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return {
    value: (key: string) => params.get(key) ?? '',
    page: readPage(params),
    /** True when any filter is set. */
    active: [...params.keys()].some(
      (key) => key !== 'page' && key !== 'sort' && params.get(key) !== '',
    ),
    busy: staying || revalidator.state === 'loading',
    setFilter,
    setSort,
    setPage,
    clear,
  };
}
