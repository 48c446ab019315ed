import type { FastifyRequest } from 'fastify';

/** One event of the audit trail made by an entity route, its actor being the request's caller. */
export interface EntityAuditEvent {
  action: string;
  target_entity?: string;
  target_id?: string;
  summary: string;
}

/** Records an entity route's event in the audit trail (audit/, wired by the composition root). */
export type EntityAudit = (request: FastifyRequest, event: EntityAuditEvent) => Promise<void>;

export const NO_ENTITY_AUDIT: EntityAudit = async () => undefined;

/** The entities holding leads' personal data, whose exports and imports the audit trail keeps. */
export const LEAD_ENTITIES: ReadonlySet<string> = new Set([
  'WaitlistSubscriber',
  'ContactMessage',
  'DemoRequest',
  'NewsletterSubscriber',
]);

/** A filter as the summary shows it: its JSON, or "everything" for none. */
export function filterText(filter: Record<string, unknown>) {
  const text = JSON.stringify(filter);
  return text === '{}' ? 'no filter' : `filter ${text}`;
}
