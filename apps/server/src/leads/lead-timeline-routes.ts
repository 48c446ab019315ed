import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import {
  LeadTimeline,
  TIMELINE_ENTITIES,
  type TimelineEntityName,
} from '@vitrine/contract/entities/lead-timeline-entry';
import { Type } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { notFound } from '../http/http-error';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import type { LeadTimelineLog } from './lead-timeline';

const TimelineParams = Type.Object({
  entity: Type.Enum(TIMELINE_ENTITIES),
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

/**
 * `GET /api/apps/{appId}/leads/{ContactMessage|DemoRequest}/{id}/timeline` (capability `leads`,
 * docs/api.md): the lead's timeline, newest first. Entries are added by writes of the lead.
 */
export function registerLeadTimelineRoutes(
  api: TypedApi,
  options: { store: EntityStore; leadTimeline: LeadTimelineLog },
) {
  api.get(
    '/leads/:entity/:id/timeline',
    {
      onRequest: requireCapability('leads'),
      schema: { params: TimelineParams, response: { 200: LeadTimeline } },
    },
    async (request, reply) => {
      const { entity: name, id } = request.params as { entity: TimelineEntityName; id: string };
      const entity = name === 'ContactMessage' ? ContactMessage : DemoRequest;
      const record = await options.store.get(entity, id);
      if (!record) throw notFound(`${name} ${id} not found`);
      reply.header('cache-control', 'private, no-store');
      return { entries: await options.leadTimeline.list(name, id) };
    },
  );
}
