import { CONTENT_ENTITIES, ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { ContentHistory } from '@vitrine/contract/site-content/content-history-api';
import { Type } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { badRequest, notFound } from '../http/http-error';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import type { ContentHistoryLog } from './content-history';

const HistoryQuery = Type.Object({
  entity: Type.String({ maxLength: 64 }),
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

const isContentEntity = (name: string): name is (typeof CONTENT_ENTITIES)[number] =>
  (CONTENT_ENTITIES as readonly string[]).includes(name);

/**
 * `GET /api/apps/{appId}/content/history?entity=Plan&id=…` (`content`, docs/api.md): who
 * changed a content record and when, newest first, ending with its creation.
 */
export function registerContentHistoryRoutes(
  api: TypedApi,
  options: { store: EntityStore; contentHistory: ContentHistoryLog },
) {
  api.get(
    '/content/history',
    {
      preHandler: requireCapability('content'),
      schema: { querystring: HistoryQuery, response: { 200: ContentHistory } },
    },
    async (request, reply) => {
      const { entity: name, id } = request.query;
      if (!isContentEntity(name)) {
        throw badRequest(`${name} is not a content entity (${CONTENT_ENTITIES.join(', ')})`);
      }
      const entity = ENTITIES[name];
      const record = await options.store.get(entity, id);
      if (!record) throw notFound(`${name} ${id} not found`);
      reply.header('cache-control', 'private, no-store');
      return { history: await options.contentHistory.list(entity, record) };
    },
  );
}
