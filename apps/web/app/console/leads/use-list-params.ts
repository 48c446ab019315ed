import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<K extends string> {
  filters: Record<K, string>;
  /** 1-based. */
  page: number;
  setFilter: (key: K, value: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
  /** True when any filter is set. */
  active: boolean;
}

/**
 * A table's search, filters and page, kept in the address (`?q=…&language=…&page=3`) so a view
 * can be shared and survives a reload. Changing a filter goes back to the first page.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const filters = useMemo(() => {
    const current = new URLSearchParams(serialized);
    return Object.fromEntries(keys.map((key) => [key, current.get(key) ?? ''])) as Record<
      K,
      string
    >;
  }, [keys, serialized]);
  const parsed = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed > 1 ? parsed : 1;

  const setFilter = useCallback(
    (key: K, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === '') next.delete(key);
          else next.set(key, value);
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (target: number) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (target > 1) next.set('page', String(target));
          else next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const clear = useCallback(
    () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  const active = keys.some((key) => filters[key] !== '');
  return { filters, page, setFilter, setPage, clear, active };
}
