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

  /** The row and its visit's count, in one transaction (on SQLite, a job of the group commit). */
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
    const write = async (trx: Executor) => {
      const added = await insert(trx).returning('id').executeTakeFirst();
      if (added && row.session_id) await bump(trx).execute();
    };
    const postgres = this.database.postgres;
    if (postgres) await postgres.groupCommit.run(write);
    else await this.database.db.transaction().execute(write);
  }
}
