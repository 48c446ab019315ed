import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import type { BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import { listQuery } from '@vitrine/contract/client/entity-handler';
import type { BlogPostSource } from '@vitrine/contract/render-context';
import { visitorCachedJson, visitorCount, visitorList } from '../entities/entity-read-routes';
import type { EntityStore } from '../entities/entity-store';
import { parseFilterParam, parseListOptions } from '../entities/query-options';
import type { VisitorReadCache } from '../entities/visitor-read-cache';
import { checkVisitorSort } from '../entities/visitor-view';

/**
 * The pages' reader of the blog (`blogPosts` in the load context): the API's visitor reads of
 * `BlogPost`, called in process. The arguments become the query string the typed client would
 * send and go through the API's own parsing, so the checks, limits, visitor view and read-cache
 * entries are those of `GET /entities/BlogPost` (decision 0068), without an HTTP round trip.
 */
export function blogPostSource(store: EntityStore, cache: VisitorReadCache): BlogPostSource {
  const entity = ENTITIES.BlogPost;
  return {
    async filter(query, sort, limit, skip, fields) {
      const params = Object.fromEntries(listQuery(query, sort, limit, skip, fields));
      const options = parseListOptions(entity, params);
      checkVisitorSort(entity, options.sort);
      const body = await visitorCachedJson(cache, entity, 'list', options, () =>
        visitorList(store, entity, options),
      );
      return JSON.parse(body) as BlogPostRecord[];
    },
    async count(query) {
      const filter = parseFilterParam(query === undefined ? undefined : JSON.stringify(query));
      const body = await visitorCachedJson(cache, entity, 'count', filter, () =>
        visitorCount(store, entity, filter),
      );
      return (JSON.parse(body) as { count: number }).count;
    },
  };
}
