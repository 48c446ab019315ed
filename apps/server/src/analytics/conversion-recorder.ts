import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ANALYTICS_TABLES, CONVERSION_ATTRIBUTION } from '../db/analytics-tables';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { goalOf } from './conversion-goals';
import { exclusionOf } from './track-exclusions';
import { pageAddressOf } from './track-page';
import type { TrackService } from './track-service';

const { sessions, conversions } = ANALYTICS_TABLES;
/** The path of the form's page, from `Referer`, when it is a page of this site. */
function formPage(request: FastifyRequest) {
  const referer = request.headers.referer;
  if (!referer || referer.length > 2048) return null;
  try {
    const url = new URL(referer);
    if (url.hostname.toLowerCase() !== request.hostname?.toLowerCase()) return null;
    return pageAddressOf(url.pathname)?.page ?? null;
  } catch {
    return null;
  }
}

/**
 * Conversions, recorded by the server when a visitor's lead is stored (never on the browser's
 * word): a row per lead with the goal of its entity and the attribution of the visit it came
 * from (the latest visit of the same visitor id today), which counts one more conversion.
 * `conversion-lifecycle.ts` deletes them with their leads.
 */
export class ConversionRecorder {
  constructor(
    private readonly tracking: TrackService,
    readonly database: Database,
  ) {}

  /** Records the conversion of a visitor's new `entity` record; logs and swallows any failure. */
  async record(request: FastifyRequest, entity: string, recordId: string) {
    const goal = goalOf(entity);
    // The clients the tracker ignores (robots, scripts, the team) convert no more than they visit.
    if (!goal || !this.tracking.enabled || exclusionOf(request)) return;
    try {
      await this.insert(request, entity, recordId, goal);
    } catch (error) {
      request.log.error({ err: error, entity }, 'the conversion could not be recorded');
    }
  }

  private async insert(request: FastifyRequest, entity: string, recordId: string, goal: string) {
    const now = this.tracking.now();
    const { day, visitorId } = await this.tracking.visitorOf(request, now);
    const postgres = this.database.postgres;
    if (postgres) {
      // The statement finds the visit itself: no read first, and one statement per batch.
      const row = { ts: now, day, goal, entity, record_id: recordId, visitor_id: visitorId };
      await postgres.groupCommit.runBulk({
        kind: 'conversion',
        input: { ...row, page: formPage(request) },
        many: insertConversionsOnPostgres,
      });
      return;
    }
    const sessionId = await this.tracking.sessions.latest(visitorId, day);
    const db = this.database.db;
    const visit = sessionId
      ? await db
          .selectFrom(sessions)
          .select([...CONVERSION_ATTRIBUTION, 'exit_page'])
          .where('id', '=', sessionId)
          .executeTakeFirst()
      : undefined;
    const attribution = Object.fromEntries(
      CONVERSION_ATTRIBUTION.map((key) => [key, visit?.[key] ?? null]),
    );
    const row = {
      ts: now,
      day,
      goal,
      entity,
      record_id: recordId,
      session_id: visit && sessionId ? sessionId : null,
      visitor_id: visitorId,
      page: formPage(request) ?? (visit?.exit_page as string | null | undefined) ?? null,
      ...attribution,
    };
    await this.write(row);
  }

  /** The row and its visit's count, in one transaction (a job of SQLite's group commit). */
  private async write(row: Record<string, unknown> & { session_id: string | null }) {
    const bump = (executor: Executor) =>
      executor
        .updateTable(sessions)
        .set({ conversions: sql`conversions + 1` })
        .where('id', '=', row.session_id);
    // A lead converts once: a second sign-up with the same address (the same record) adds nothing.
    const insert = (executor: Executor) =>
      executor
        .insertInto(conversions)
        .values(row)
        .onConflict((conflict) => conflict.columns(['entity', 'record_id']).doNothing());
    const sqlite = this.database.sqlite;
    if (sqlite) {
      const added = insert(this.database.db).compile();
      const update = bump(this.database.db).compile();
      await sqlite.groupCommit.run(() => {
        const { changes } = sqlite.prepare(added.sql).run(...added.parameters);
        if (changes > 0 && row.session_id) sqlite.prepare(update.sql).run(...update.parameters);
      });
      return;
    }
    await this.database.db.transaction().execute(async (trx) => {
      const added = await insert(trx).returning('id').executeTakeFirst();
      if (added && row.session_id) await bump(trx).execute();
    });
  }
}

/** A lead's conversion before its visit is known (PostgreSQL, `insertConversionsOnPostgres`). */
interface PendingConversion {
  ts: number;
  day: string;
  goal: string;
  entity: string;
  record_id: string;
  visitor_id: string;
  page: string | null;
}

const ATTRIBUTION_COLUMNS = sql.raw(CONVERSION_ATTRIBUTION.join(', '));
const ATTRIBUTION_OF_VISIT = sql.raw(
  CONVERSION_ATTRIBUTION.map((key) => `visit.${key}`).join(', '),
);

/**
 * A batch's conversions in one statement (decision 0034): each row takes the attribution of its
 * visitor's latest visit of the day, as `ConversionRecorder` does on SQLite, a lead converts
 * once, and each visit counts the conversions added to it.
 */
async function insertConversionsOnPostgres(trx: Executor, pending: PendingConversion[]) {
  await sql`
    WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(pending)}::jsonb) AS wanted(
        ts bigint, day text, goal text, entity text, record_id text, visitor_id text, page text)
    ), added AS (
      INSERT INTO ${sql.table(conversions)}
        (ts, day, goal, entity, record_id, session_id, visitor_id, page, ${ATTRIBUTION_COLUMNS})
      SELECT wanted.ts, wanted.day, wanted.goal, wanted.entity, wanted.record_id, visit.id,
        wanted.visitor_id, COALESCE(wanted.page, visit.exit_page), ${ATTRIBUTION_OF_VISIT}
      FROM wanted LEFT JOIN LATERAL (
        SELECT * FROM ${sql.table(sessions)} AS latest
        WHERE latest.visitor_id = wanted.visitor_id AND latest.day = wanted.day
        ORDER BY latest.last_seen_at DESC LIMIT 1
      ) AS visit ON true
      ON CONFLICT (entity, record_id) DO NOTHING
      RETURNING session_id
    )
    UPDATE ${sql.table(sessions)} AS counted SET conversions = counted.conversions + added_to.n
    FROM (
      SELECT session_id, count(*)::integer AS n FROM added
      WHERE session_id IS NOT NULL GROUP BY session_id
    ) AS added_to
    WHERE counted.id = added_to.session_id`.execute(trx);
  return pending.map(() => undefined);
}
