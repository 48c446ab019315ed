import type { StoredRecord } from '../entities/entity-records';
import type { RecordChange, StandingLifecycle } from '../entities/entity-lifecycle';
import { requestScope } from '../http/request-scope';
import type { AuditInput, AuditRecorder } from './audit-recorder';

type Event = Pick<AuditInput, 'action' | 'summary'>;

/** What one account's update changed that the audit trail keeps: its role, its being disabled. */
function updateEvents(before: StoredRecord, after: StoredRecord): Event[] {
  const events: Event[] = [];
  const who = String(after.email);
  if (before.role !== after.role) {
    events.push({
      action: 'user.role-changed',
      summary: `${who}: role ${String(before.role)} → ${String(after.role)}`,
    });
  }
  const wasDisabled = before.disabled === true;
  const isDisabled = after.disabled === true;
  if (!wasDisabled && isDisabled)
    events.push({ action: 'user.disabled', summary: `${who} disabled` });
  if (wasDisabled && !isDisabled)
    events.push({ action: 'user.enabled', summary: `${who} enabled` });
  return events;
}

/**
 * Records the changes of accounts made by the team through any write of User (single, bulk,
 * update-many, delete, delete-many): role changes, disabling, enabling and deletions, each
 * compared before and after. The actor is the request's caller; the events are recorded once the
 * request has succeeded (a write refused in its transaction, e.g. the last admin, records
 * nothing). Writes outside a request (CLI, jobs) record nothing here.
 */
export function auditUserChanges(audit: AuditRecorder): StandingLifecycle {
  const later = (records: { id: string; event: Event }[]) => {
    const scope = requestScope();
    if (!scope || records.length === 0) return;
    const actor = scope.caller();
    const { ip } = scope;
    scope.afterSuccess(async () => {
      for (const { id, event } of records) {
        await audit.record({ ...event, actor, ip, target_entity: 'User', target_id: id });
      }
    });
  };
  return {
    updated: async (_trx, { before, after }: RecordChange) => {
      const old = new Map(before.map((record) => [record.id, record]));
      later(
        after.flatMap((record) => {
          const previous = old.get(record.id);
          if (!previous) return [];
          return updateEvents(previous, record).map((event) => ({ id: record.id, event }));
        }),
      );
    },
    deleted: async (_trx, { before }: RecordChange) => {
      later(
        before.map((record) => ({
          id: record.id,
          event: {
            action: 'user.deleted',
            summary: `${String(record.email)} deleted (role ${String(record.role)})`,
          },
        })),
      );
    },
  };
}
