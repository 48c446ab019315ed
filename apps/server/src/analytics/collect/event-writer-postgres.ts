import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { TRACK_LIMITS } from './track-limits';
import type { EngagementUpdate, SessionUpdate, TrackWrites } from './session-rows';

const { sessions, pageviews } = ANALYTICS_TABLES;
/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]) {
  const parts: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) parts.push(rows.slice(at, at + CHUNK));
  return parts;
}

/** One update per visit: the batches of a flush added up. */
function mergedUpdates(updates: readonly SessionUpdate[]) {
  const byId = new Map<string, SessionUpdate>();
  for (const update of updates) {
    const known = byId.get(update.id);
    if (!known) {
      byId.set(update.id, { ...update });
      continue;
    }
    known.pageviews += update.pageviews;
    known.last_seen_at = Math.max(known.last_seen_at, update.last_seen_at);
    known.duration_ms = Math.max(known.duration_ms, update.duration_ms);
    known.exit_page = update.exit_page ?? known.exit_page;
  }
  return [...byId.values()];
}

function mergedEngagements(engagements: readonly EngagementUpdate[]) {
  const byPage = new Map<string, EngagementUpdate>();
  for (const engagement of engagements) {
    const key = `${engagement.session_id}\0${engagement.page}`;
    const known = byPage.get(key);
    if (known) known.engaged_ms += engagement.engaged_ms;
    else byPage.set(key, { ...engagement });
  }
  return [...byPage.values()];
}

async function updateSessions(trx: Executor, updates: SessionUpdate[]) {
  for (const part of chunks(updates)) {
    const values = part.map(
      (u) =>
        sql`(${u.id}::text, ${u.pageviews}::int, ${u.last_seen_at}::bigint, ${u.duration_ms}::bigint, ${u.exit_page}::text)`,
    );
    await sql`UPDATE ${sql.table(sessions)} AS s SET pageviews = s.pageviews + v.added,
      last_seen_at = GREATEST(s.last_seen_at, v.last_seen_at),
      duration_ms = GREATEST(s.duration_ms, v.duration_ms),
      exit_page = COALESCE(v.exit_page, s.exit_page)
      FROM (VALUES ${sql.join(values)}) AS v (id, added, last_seen_at, duration_ms, exit_page)
      WHERE s.id = v.id`.execute(trx);
  }
}

async function addEngagements(trx: Executor, engagements: EngagementUpdate[]) {
  for (const part of chunks(engagements)) {
    const values = part.map(
      (e) => sql`(${e.session_id}::text, ${e.page}::text, ${e.engaged_ms}::bigint)`,
    );
    await sql`UPDATE ${sql.table(pageviews)} AS p SET engaged_ms = LEAST(p.engaged_ms + v.ms, ${TRACK_LIMITS.pageEngagedMs}::bigint)
      FROM (VALUES ${sql.join(values)}) AS v (session_id, page, ms)
      WHERE p.id = (SELECT MAX(q.id) FROM ${sql.table(pageviews)} AS q
        WHERE q.session_id = v.session_id AND q.page = v.page)`.execute(trx);
  }
}

/** The rows of the batches of one flush, in one transaction: inserts first, then updates. */
export async function writeOnPostgres(db: Executor, writes: TrackWrites) {
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(writes.sessions))
      await trx.insertInto(sessions).values(part).execute();
    for (const part of chunks(writes.pageviews))
      await trx.insertInto(pageviews).values(part).execute();
    const updates = mergedUpdates(writes.updates);
    if (updates.length > 0) await updateSessions(trx, updates);
    const engagements = mergedEngagements(writes.engagements);
    if (engagements.length > 0) await addEngagements(trx, engagements);
  });
}
