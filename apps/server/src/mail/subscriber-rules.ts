import type { ValidationIssue } from '@vitrine/contract/validation/validate-record';
import type { StandingLifecycle } from '../entities/entity-lifecycle';
import { ValidationError } from '../entities/entity-errors';
import type { StoredRecord } from '../entities/entity-records';
import { requestScope } from '../http/request-scope';

const hasNote = (record: Record<string, unknown>) =>
  typeof record.consent_note === 'string' && record.consent_note.trim() !== '';

/** `consent_note` issues for the records (of one write) that `lacksNote` picks. */
function noteIssues<R>(records: R[], lacksNote: (record: R) => boolean): ValidationIssue[] {
  return records.flatMap((record, index) =>
    lacksNote(record)
      ? [
          {
            field: records.length > 1 ? `[${index}].consent_note` : 'consent_note',
            rule: 'required' as const,
            message:
              'consent_note is required for a subscriber marked confirmed by an admin: say where and when consent was obtained',
          },
        ]
      : [],
  );
}

function refuse(issues: ValidationIssue[]) {
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * A subscriber an admin marks `confirmed` skips the double opt-in (an admin's create, bulk
 * create or import, or an edit of an unconfirmed one: a visitor can never set it), so it needs a
 * `consent_note` saying where and when consent was obtained; a 422 naming the field
 * (`[row].consent_note` in a batch) otherwise, and nothing is written. The visitor's own
 * confirmation (the opt-in link, no signed-in caller) needs none. A subscriber an admin creates
 * gets no opt-in e-mail (only a visitor's sign-up is mailed); its unsubscribe link is made when
 * a campaign mails it.
 */
export function subscriberRules(): StandingLifecycle {
  return {
    creating: (records) => refuse(noteIssues(records, (r) => r.confirmed === true && !hasNote(r))),
    updated: async (_trx, { before, after }) => {
      if (!requestScope()?.actor()) return;
      const was = new Map(before.map((record) => [record.id, record]));
      const newlyConfirmed = (record: StoredRecord) =>
        record.confirmed === true && was.get(record.id)?.confirmed !== true && !hasNote(record);
      refuse(noteIssues(after, newlyConfirmed));
    },
  };
}
