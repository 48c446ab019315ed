import type { LeadTimeline, TimelineEntityName } from '../entities/lead-timeline-entry';
import type { HttpTransport, RequestOptions } from './http-transport';

export type { LeadTimeline, LeadTimelineEntry } from '../entities/lead-timeline-entry';

/**
 * `client.leadTimeline` (capability `leads`). Entries are added by writing the lead's `notes`,
 * `status` or `assignee_id` through `client.entities`.
 */
export interface LeadTimelineClient {
  /** A contact message's or demo request's timeline, newest first. */
  timeline(entity: TimelineEntityName, id: string, options?: RequestOptions): Promise<LeadTimeline>;
}

export function createLeadTimelineClient(
  transport: HttpTransport,
  appId: string,
): LeadTimelineClient {
  const base = `/apps/${encodeURIComponent(appId)}/leads`;
  return {
    timeline: (entity, id, options) =>
      transport.request({
        method: 'GET',
        path: `${base}/${entity}/${encodeURIComponent(id)}/timeline`,
        options,
      }),
  };
}
