import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import type { Locale } from '@vitrine/contract/locales';
import type { Executor } from '../db/executor';
import type { StoredRecord } from '../entities/entity-records';
import type { RecordChange, StandingLifecycle } from '../entities/entity-lifecycle';
import type { EntityStore } from '../entities/entity-store';
import { requestScope } from '../http/request-scope';
import type { MailService } from '../mail/mail';
import type { LeadTimelineLog, NewTimelineEntry, Person } from './lead-timeline';

/** How much of a contact message the assignment e-mail shows, in characters. */
export const EXCERPT_LENGTH = 160;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What one update of a lead adds to its timeline: status, then assignment, then note. */
function entriesOf(before: StoredRecord, after: StoredRecord, people: Map<string, Person>) {
  const entries: NewTimelineEntry[] = [];
  const status = text(after.status);
  if (status && status !== text(before.status)) {
    entries.push({ kind: 'status', from: text(before.status), to: status });
  }
  const was = text(before.assignee_id);
  const is = text(after.assignee_id);
  const person = (id: string) => people.get(id) ?? { id, name: id };
  if (is && is !== was) entries.push({ kind: 'assigned', assignee: person(is) });
  if (!is && was) entries.push({ kind: 'unassigned', assignee: person(was) });
  const note = text(after.notes);
  if (note && note !== text(before.notes)) entries.push({ kind: 'note', text: note });
  return entries;
}

const nameOf = (user: UserRecord) => text(user.full_name) ?? user.email;

function excerptOf(message: unknown) {
  const whole = text(message);
  if (!whole) return undefined;
  return whole.length > EXCERPT_LENGTH ? `${whole.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : whole;
}

/**
 * Every update of a contact message or demo request, whatever its path (console, API PUT, bulk,
 * update-many, SDK), appends to the lead's timeline what it changed of `status`, `assignee_id` and
 * `notes` (decision 0073), with the request's caller as author, in the write's transaction; a
 * timeline past its bound refuses the write. A lead given to someone other than the caller queues
 * an e-mail to them in the same transaction. Deleting leads (erasure, retention) deletes their
 * timelines.
 */
export function leadTimelineLifecycle(
  entity: EntityDefinition,
  { store, timeline, mail }: { store: EntityStore; timeline: LeadTimelineLog; mail: MailService },
): StandingLifecycle {
  let queued = false;
  const peopleIn = async (trx: Executor, ids: string[]) => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map<string, UserRecord>();
    const users = (await store.list(
      User,
      { filter: { id: { $in: wanted } }, limit: wanted.length },
      trx,
    )) as unknown as UserRecord[];
    return new Map(users.map((user) => [user.id, user]));
  };
  const kind = entity.name === 'ContactMessage' ? 'contact' : 'demo';

  const mailTo = (assignee: UserRecord, lead: StoredRecord, by: Person | null) =>
    mail.composer.leadAssigned(assignee.email, (assignee.language ?? 'fr') as Locale, {
      id: lead.id,
      kind,
      assigneeName: text(assignee.full_name),
      byName: by?.name,
      name: String(lead.name),
      company: text(lead.company),
      excerpt: excerptOf(lead.message),
    });

  return {
    updated: async (trx, { before, after }: RecordChange) => {
      const old = new Map(before.map((record) => [record.id, record]));
      const caller = requestScope()?.caller() ?? null;
      const ids = after.flatMap((record) =>
        [text(record.assignee_id), text(old.get(record.id)?.assignee_id)].filter(
          (id): id is string => id !== undefined,
        ),
      );
      const users = await peopleIn(trx, caller ? [...ids, caller.id] : ids);
      const people = new Map([...users].map(([id, user]) => [id, { id, name: nameOf(user) }]));
      const author = caller
        ? (people.get(caller.id) ?? { id: caller.id, name: caller.email })
        : null;
      for (const record of after) {
        const previous = old.get(record.id);
        if (!previous) continue;
        const entries = entriesOf(previous, record, people);
        await timeline.append(trx, entity.name, record.id, entries, author, record.updated_date);
        const assigned = entries.find((entry) => entry.kind === 'assigned');
        const assignee = assigned && users.get(text(record.assignee_id) ?? '');
        // Assigning a lead to yourself sends nothing: you know it already.
        if (!assignee || assignee.disabled === true || assignee.id === caller?.id) continue;
        for (const row of mail.outbox.rows([mailTo(assignee, record, author)])) {
          await trx.insertInto(row.table).values(row.values).execute();
        }
        queued = true;
      }
    },
    deleted: async (trx, { before }: RecordChange) => {
      await timeline.forget(
        trx,
        entity.name,
        before.map((record) => record.id),
      );
    },
    committed: () => {
      if (!queued) return;
      queued = false;
      mail.created();
    },
  };
}

/** Declares the timelines of contact messages and demo requests on `store`; answers their log. */
export function keepLeadTimelines(
  store: EntityStore,
  timeline: LeadTimelineLog,
  mail: MailService,
  entities: EntityDefinition[],
) {
  for (const entity of entities) {
    store.on(entity, leadTimelineLifecycle(entity, { store, timeline, mail }));
  }
  return timeline;
}
