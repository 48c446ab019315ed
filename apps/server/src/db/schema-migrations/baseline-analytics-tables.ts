import { sql } from 'kysely';
import type { Database } from '../database';

/*
 * The analytics tables as the release before versioned migrations created them
 * (docs/decisions/0021-first-party-analytics.md). Part of migration 0001: the table names and the
 * column lists are spelt out here, never read from the live ones (`ANALYTICS_TABLES`, the
 * contract's `VISIT_PROPERTIES`), so the migration keeps its meaning when those change.
 */

const ANALYTICS_TABLES = {
  salts: 'analytics_salts',
  sessions: 'analytics_sessions',
  pageviews: 'analytics_pageviews',
  conversions: 'analytics_conversions',
  daily: 'analytics_daily',
  dailyPairs: 'analytics_daily_pairs',
  reportSends: 'analytics_report_sends',
};

/** The dimensions of a visit, in the order of the sessions table's columns. */
const SESSION_DIMENSIONS = [
  'entry_page',
  'exit_page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'os',
  'language',
  'country',
  'utm_content',
  'utm_term',
];

/** Attribution copied onto a conversion, so a lead's origin outlives the raw visit rows. */
const CONVERSION_ATTRIBUTION = [
  'entry_page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/** The additive figures of a day's roll-up row, in the daily and the paired tables alike. */
const FIGURE_COLUMNS = sql.raw(
  [
    'visitors integer',
    'visits integer',
    'pageviews integer',
    'bounces integer',
    'duration_ms bigint',
    'conversions integer',
    'converted_visitors integer',
  ]
    .map((column) => `${column} NOT NULL`)
    .join(', '),
);

function autoId(database: Database) {
  return database.dialect === 'postgres'
    ? sql.raw('bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY')
    : sql.raw('INTEGER PRIMARY KEY');
}

function textColumns(names: readonly string[]) {
  return sql.raw(names.map((name) => `${name} text`).join(', '));
}

/** Creates the analytics tables and their indexes (idempotent). */
export async function createAnalyticsTables(database: Database) {
  const db = database.db;
  const t = ANALYTICS_TABLES;
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.salts)} (
    day text PRIMARY KEY, salt text NOT NULL, created_at bigint NOT NULL)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.sessions)} (
    id text PRIMARY KEY,
    visitor_id text NOT NULL,
    day text NOT NULL,
    started_at bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    pageviews integer NOT NULL DEFAULT 0,
    duration_ms bigint NOT NULL DEFAULT 0,
    conversions integer NOT NULL DEFAULT 0,
    ${textColumns(SESSION_DIMENSIONS)})`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS analytics_sessions_started ON ${sql.table(t.sessions)} (started_at)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS analytics_sessions_visitor ON ${sql.table(t.sessions)} (visitor_id, last_seen_at)`.execute(
    db,
  );
  // The statistics read a day's visits, and a day's page views per page (docs/decisions/0024).
  await sql`CREATE INDEX IF NOT EXISTS analytics_sessions_day ON ${sql.table(t.sessions)} (day)`.execute(
    db,
  );
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.pageviews)} (
    id ${autoId(database)},
    session_id text NOT NULL,
    visitor_id text NOT NULL,
    day text NOT NULL,
    ts bigint NOT NULL,
    page text NOT NULL,
    engaged_ms bigint NOT NULL DEFAULT 0)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS analytics_pageviews_ts ON ${sql.table(t.pageviews)} (ts)`.execute(
    db,
  );
  // Engaged time lands on a visit's latest view of a page: one index seek, however long the
  // visit. It serves lookups by visit alone too, so it replaces the index on session_id.
  await sql`CREATE INDEX IF NOT EXISTS analytics_pageviews_session_page ON ${sql.table(t.pageviews)} (session_id, page)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS analytics_pageviews_session`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS analytics_pageviews_page ON ${sql.table(t.pageviews)} (page, ts)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS analytics_pageviews_day ON ${sql.table(t.pageviews)} (day, page, visitor_id)`.execute(
    db,
  );
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.conversions)} (
    id ${autoId(database)},
    ts bigint NOT NULL,
    day text NOT NULL,
    goal text NOT NULL,
    entity text NOT NULL,
    record_id text NOT NULL,
    session_id text,
    visitor_id text,
    page text,
    ${textColumns(CONVERSION_ATTRIBUTION)})`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS analytics_conversions_ts ON ${sql.table(t.conversions)} (ts)`.execute(
    db,
  );
  // One conversion per lead: a second sign-up with the same address returns the same record.
  // Duplicates stored before the index existed are dropped (the oldest row stays).
  await sql`DELETE FROM ${sql.table(t.conversions)} WHERE id NOT IN (
    SELECT MIN(id) FROM ${sql.table(t.conversions)} GROUP BY entity, record_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS analytics_conversions_lead ON ${sql.table(t.conversions)} (entity, record_id)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS analytics_conversions_record`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.daily)} (
    day text NOT NULL,
    property text NOT NULL,
    value text NOT NULL,
    ${FIGURE_COLUMNS},
    PRIMARY KEY (day, property, value))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS analytics_daily_property ON ${sql.table(t.daily)} (property, day)`.execute(
    db,
  );
  // Filtered breakdowns read one filter value's rows over a range of days (docs/decisions/0024).
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.dailyPairs)} (
    day text NOT NULL,
    filter_property text NOT NULL,
    filter_value text NOT NULL,
    property text NOT NULL,
    value text NOT NULL,
    ${FIGURE_COLUMNS},
    PRIMARY KEY (filter_property, filter_value, property, day, value))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS analytics_daily_pairs_day ON ${sql.table(t.dailyPairs)} (day)`.execute(
    db,
  );
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(t.reportSends)} (
    week text NOT NULL, user_id text NOT NULL, created_at bigint NOT NULL,
    PRIMARY KEY (week, user_id))`.execute(db);
}
