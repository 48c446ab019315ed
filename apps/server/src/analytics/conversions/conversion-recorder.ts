import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ANALYTICS_TABLES, CONVERSION_ATTRIBUTION } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { StoredRecord } from '../../entities/entity-records';
import type { RecordCompanionWrite } from '../../entities/record-companion-write';
import { goalOf } from './conversion-goals';
import { exclusionOf } from '../collect/track-exclusions';
import { pageAddressOf } from '../collect/track-page';
import type { TrackService } from '../collect/track-service';

const { sessions, conversions } = ANALYTICS_TABLES;
/** The path of the form's page, from `Referer`, when it is a page of this site. */
function formPage(request: FastifyRequest) {
  const referer = request.headers.referer;
  if (!referer || referer.length > 2048) return null;
  try {
    const url = new URL(referer);
    if (url.hostname.toLowerCase() !== request.hostname?.toLowerCase()) return null;
    // With its content-selecting query: a lead sent from a post names the post.
    return pageAddressOf(`${url.pathname}${url.search}`)?.page ?? null;
  } catch {
    return null;
  }
}

/**
 * Conversions, recorded by the server when a visitor's lead is stored (never on the browser's
 * word): a row per lead with the goal of its entity and the attribution of the visit it came
 * from (the latest visit of the same visitor id today), which counts one more conversion. The
 * row is written in the lead's own transaction (`CreateOptions.alongside`, decision 0034).
 * `conversion-lifecycle.ts` deletes them with their leads.
 */
export class ConversionRecorder {
  constructor(
    private readonly tracking: TrackService,
    readonly database: Database,
  ) {}

  /**
   * The conversion to write with a visitor's new `entity` record, or undefined when it counts
   * none. A failure to write it is logged and never fails the lead.
   */
  async alongside(
    request: FastifyRequest,
    entity: string,
  ): Promise<RecordCompanionWrite<PendingConversion> | undefined> {
    const goal = goalOf(entity);
    // The clients the tracker ignores (robots, scripts, the team) convert no more than they visit.
    if (!goal || !this.tracking.enabled || exclusionOf(request)) return undefined;
    const ts = this.tracking.now();
    const { day, visitorId } = await this.tracking.visitorOf(request, ts);
    return {
      input: { ts, day, goal, entity, visitor_id: visitorId, page: formPage(request) },
      many: insertConversionsOnPostgres,
      oneOnSqlite: insertConversionOnSqlite,
      failed: (error) =>
        request.log.error({ err: error, entity }, 'the conversion could not be recorded'),
    };
  }
}

/** A lead's conversion before its record and visit are known. */
interface PendingConversion {
  ts: number;
  day: string;
  goal: string;
  entity: string;
  visitor_id: string;
  page: string | null;
}

const LATEST_VISIT = `SELECT id, exit_page, ${CONVERSION_ATTRIBUTION.join(', ')} FROM ${sessions}
  WHERE visitor_id = ? AND day = ? ORDER BY last_seen_at DESC LIMIT 1`;
const CONVERSION_COLUMNS = [
  'ts',
  'day',
  'goal',
  'entity',
  'record_id',
  'session_id',
  'visitor_id',
  'page',
  ...CONVERSION_ATTRIBUTION,
];
const INSERT_CONVERSION = `INSERT INTO ${conversions} (${CONVERSION_COLUMNS.join(', ')})
  VALUES (${CONVERSION_COLUMNS.map(() => '?').join(', ')})
  ON CONFLICT (entity, record_id) DO NOTHING`;
const COUNT_CONVERSION = `UPDATE ${sessions} SET conversions = conversions + 1 WHERE id = ?`;

/** On SQLite, inside the lead's group-commit job: the visit read, the row, the visit's count. */
function insertConversionOnSqlite(
  sqlite: NonNullable<Database['sqlite']>,
  input: PendingConversion,
  record: StoredRecord,
) {
  const visit = sqlite.prepare(LATEST_VISIT).get(input.visitor_id, input.day) as
    Record<string, string | null> | undefined;
  const row: Record<string, unknown> = {
    ...input,
    record_id: record.id,
    session_id: visit?.id ?? null,
    page: input.page ?? visit?.exit_page ?? null,
  };
  for (const key of CONVERSION_ATTRIBUTION) row[key] = visit?.[key] ?? null;
  const { changes } = sqlite
    .prepare(INSERT_CONVERSION)
    .run(...CONVERSION_COLUMNS.map((column) => row[column]));
  // A lead converts once: a second sign-up with the same address (the same record) adds nothing.
  if (changes > 0 && visit) sqlite.prepare(COUNT_CONVERSION).run(visit.id);
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
async function insertConversionsOnPostgres(
  trx: Executor,
  items: { input: PendingConversion; record: StoredRecord }[],
) {
  const pending = items.map(({ input, record }) => ({ ...input, record_id: record.id }));
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
}
