import { AUDIT_SUMMARY_MAX, AuditEvent } from '@vitrine/contract/entities/audit-event';
import type { EntityStore } from '../entities/entity-store';
import type { AuditInput, AuditRecorder } from './audit-recorder';

/** Repeats of one event (same action, actor, target, address and summary) within this time are one row. */
export const AUDIT_COLLAPSE_MS = 60_000;
/**
 * Rows one action without an actor (a visitor's failed sign-in) may add per minute; past it,
 * its events of that minute are counted on one row. So visitors add at most
 * (10 + 1) × 60 = 660 rows per hour and per action, whatever the flood (decision 0057).
 */
export const VISITOR_ROWS_PER_MINUTE = 10;
export const OVERFLOW_SUMMARY = 'More of these, from several addresses (counted here)';

interface Logger {
  warn(details: object, message: string): void;
}

/** The summary on one line, cut to its cap with an ellipsis. */
export function auditSummary(text: string) {
  const line = [...text]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .trim();
  return line.length <= AUDIT_SUMMARY_MAX ? line : `${line.slice(0, AUDIT_SUMMARY_MAX - 1)}…`;
}

/** The audit trail on the entity store (`AuditEvent` records). Recording never throws. */
export class AuditLog implements AuditRecorder {
  constructor(
    private readonly store: EntityStore,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async record(event: AuditInput) {
    try {
      await this.write(event);
    } catch (err) {
      this.log.warn({ err, action: event.action }, 'an audit event could not be recorded');
    }
  }

  private async write(event: AuditInput) {
    const fields = {
      actor_id: event.actor?.id,
      actor_email: event.actor?.email,
      action: event.action,
      target_entity: event.target_entity,
      target_id: event.target_id?.slice(0, 256),
      summary: auditSummary(event.summary),
      ip: event.ip?.slice(0, 64),
    };
    const since = new Date(this.now() - AUDIT_COLLAPSE_MS).toISOString();
    if (await this.repeat(fields, since)) return;
    if (!event.actor) {
      const recent = await this.store.count(AuditEvent, {
        action: event.action,
        actor_id: null,
        created_date: { $gte: since },
      });
      if (recent >= VISITOR_ROWS_PER_MINUTE) {
        const overflow = { action: event.action, summary: OVERFLOW_SUMMARY };
        if (await this.repeat(overflow, since)) return;
        await this.store.create(AuditEvent, { ...overflow, count: 1 });
        return;
      }
    }
    await this.store.create(
      AuditEvent,
      { ...fields, count: 1 },
      { createdBy: event.actor?.email ?? null },
    );
  }

  /** Adds one to the count of the same event's row of the last minute, if there is one. */
  private async repeat(fields: Record<string, string | undefined>, since: string) {
    const filter: Record<string, unknown> = { created_date: { $gte: since } };
    for (const name of ['actor_id', 'target_entity', 'target_id', 'ip', 'action', 'summary']) {
      filter[name] = fields[name] ?? null;
    }
    const [row] = await this.store.list(AuditEvent, { filter, limit: 1 });
    if (!row) return false;
    await this.store.update(AuditEvent, row.id, { count: Number(row.count ?? 1) + 1 });
    return true;
  }
}
