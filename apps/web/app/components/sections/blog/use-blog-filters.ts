import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { blogFiltersSearch, readBlogFilters, type BlogFilters } from '../../../blog/filter-posts';

/**
 * The listing's search and category, read from the URL (so a shared filtered URL renders filtered
 * on the server) and written back to it with `replaceState`: no navigation, no reload, no fetch.
 */
export function useBlogFilters() {
  const { pathname, search, hash } = useLocation();
  const [filters, setState] = useState<BlogFilters>(() => readBlogFilters(search));
  const setFilters = useCallback(
    (next: BlogFilters) => {
      setState(next);
      const url = `${pathname}${blogFiltersSearch(next)}${hash}`;
      window.history.replaceState(window.history.state, '', url);
    },
    [pathname, hash],
  );
  return [filters, setFilters] as const;
}
