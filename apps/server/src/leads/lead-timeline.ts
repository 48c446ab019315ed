import { LEAD_TIMELINE_MAX_ENTRIES } from '@vitrine/contract/entities/field-options';
import type {
  LeadTimelineEntry,
  LeadTimelineKind,
} from '@vitrine/contract/entities/lead-timeline-entry';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { newId } from '../entities/entity-records';
import { AppError } from '../errors/app-error';

/** One row per entry of a lead's timeline (migration 0020). */
export const LEAD_TIMELINE_TABLE = 'lead_timeline';

export interface Person {
  id: string;
  name: string;
}

/** An entry to append: its kind and what it says (`LeadTimelineEntry` without id, time, author). */
export type NewTimelineEntry =
  | { kind: 'note'; text: string }
  | { kind: 'status'; from?: string; to: string }
  | { kind: 'assigned' | 'unassigned'; assignee: Person };

const payloadOf = (entry: NewTimelineEntry) => {
  if (entry.kind === 'note') return { text: entry.text };
  if (entry.kind === 'status') return { from: entry.from, to: entry.to };
  return { assignee_id: entry.assignee.id, assignee_name: entry.assignee.name };
};

/** 409 past `LEAD_TIMELINE_MAX_ENTRIES`: nothing of the write is kept. */
export function timelineFull(entity: string, id: string) {
  return new AppError(
    409,
    API_ERROR_CODES.leadTimelineFull,
    `The timeline of ${entity} ${id} holds its maximum of ${LEAD_TIMELINE_MAX_ENTRIES} entries: nothing was changed`,
  );
}

/**
 * The timelines of contact messages and demo requests (decision 0073): appended in the write's
 * transaction, read newest first, deleted with their lead. The one place that reads or writes
 * `lead_timeline`.
 */
export class LeadTimelineLog {
  constructor(private readonly database: Database) {}

  /** In the write's transaction: appends `entries`, in order; 409 past the bound. */
  async append(
    trx: Executor,
    entity: string,
    leadId: string,
    entries: NewTimelineEntry[],
    author: Person | null,
    at: string,
  ) {
    if (entries.length === 0) return;
    const newest = await trx
      .selectFrom(LEAD_TIMELINE_TABLE)
      .select(['seq'])
      .where('entity', '=', entity)
      .where('lead_id', '=', leadId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const last = Number(newest?.seq ?? 0);
    // Nothing is ever removed from a lead's timeline but the whole of it: `seq` counts entries.
    if (last + entries.length > LEAD_TIMELINE_MAX_ENTRIES) throw timelineFull(entity, leadId);
    await trx
      .insertInto(LEAD_TIMELINE_TABLE)
      .values(
        entries.map((entry, index) => ({
          id: newId(),
          entity,
          lead_id: leadId,
          seq: last + index + 1,
          kind: entry.kind,
          at,
          author_id: author?.id ?? null,
          author_name: author?.name ?? null,
          payload: JSON.stringify(payloadOf(entry)),
        })),
      )
      .execute();
  }

  /** In the delete's transaction: the deleted leads' timelines go with them. */
  async forget(trx: Executor, entity: string, ids: string[]) {
    if (ids.length === 0) return;
    await trx
      .deleteFrom(LEAD_TIMELINE_TABLE)
      .where('entity', '=', entity)
      .where('lead_id', 'in', ids)
      .execute();
  }

  /** A lead's entries, newest first (at most `LEAD_TIMELINE_MAX_ENTRIES`). */
  async list(entity: string, leadId: string): Promise<LeadTimelineEntry[]> {
    const rows = await this.database.db
      .selectFrom(LEAD_TIMELINE_TABLE)
      .select(['id', 'kind', 'at', 'author_id', 'author_name', 'payload'])
      .where('entity', '=', entity)
      .where('lead_id', '=', leadId)
      .orderBy('seq', 'desc')
      .limit(LEAD_TIMELINE_MAX_ENTRIES)
      .execute();
    return rows.map((row) => entryOf(row as TimelineRow));
  }
}

interface TimelineRow {
  id: string;
  kind: LeadTimelineKind;
  at: string;
  author_id: string | null;
  author_name: string | null;
  payload: string;
}

function entryOf(row: TimelineRow): LeadTimelineEntry {
  const payload = JSON.parse(row.payload) as Record<string, string | undefined>;
  const author =
    row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? row.author_id };
  const base = { id: row.id, kind: row.kind, at: String(row.at), author };
  if (row.kind === 'note') return { ...base, text: payload.text ?? '' };
  if (row.kind === 'status') {
    return { ...base, ...(payload.from ? { from: payload.from } : {}), to: payload.to ?? '' };
  }
  const id = payload.assignee_id ?? '';
  return { ...base, assignee: { id, name: payload.assignee_name ?? id } };
}
