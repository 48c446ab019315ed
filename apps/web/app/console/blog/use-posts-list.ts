import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import { useApiQuery } from '../use-api-query';
import type { PostSummary } from './post-types';
import {
  LIST_FIELDS,
  PAGE_SIZE,
  filtersToParams,
  postsQuery,
  readFilters,
  type PostFilters,
} from './posts-query';

/** The list's filters, kept in the address so that reloads and the back button keep them. */
export function usePostFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = useCallback(
    (next: PostFilters) => setParams(filtersToParams(next), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, setFilters };
}

/** One page of posts (newest first, without their content) and how many match in all. */
export function usePostsPage(client: ApiClient, filters: PostFilters) {
  return useApiQuery(JSON.stringify(filters), async (signal) => {
    const query = postsQuery(filters);
    const skip = (filters.page - 1) * PAGE_SIZE;
    const [posts, total] = await Promise.all([
      client.entities.BlogPost.filter(query, '-created_date', PAGE_SIZE, skip, LIST_FIELDS, {
        signal,
      }),
      client.entities.BlogPost.count(query, { signal }),
    ]);
    return { posts: posts as PostSummary[], total };
  });
}
