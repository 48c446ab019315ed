import { VISIT_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';
import { sql } from 'kysely';
import type { Database } from './database';

/**
 * The tables of audience analytics (docs/decisions/0021-first-party-analytics.md). Times are
 * milliseconds since the epoch (`bigint`: PostgreSQL answers them as strings, so read them with
 * `Number()`); `day` is the local date (`YYYY-MM-DD`) in `ANALYTICS_TIMEZONE`. Nothing here
 * identifies a person: `visitor_id` is a hash made with a salt that lives one day.
 */
export const ANALYTICS_TABLES = {
  /** One secret salt per local day; the previous days' are deleted at rotation. */
  salts: 'analytics_salts',
  /** One row per visit: a visitor's page views with no gap over 30 minutes. */
  sessions: 'analytics_sessions',
  /** One row per page view, with the time engaged on it once the page is left. */
  pageviews: 'analytics_pageviews',
  /** One row per stored lead (a goal per entity), with the visit it came from. */
  conversions: 'analytics_conversions',
  /** Figures per local day, property and value, kept longer than the raw rows. */
  daily: 'analytics_daily',
  /** Figures per local day, filter property and value, broken-down property and value. */
  dailyPairs: 'analytics_daily_pairs',
  /** One row per admin and week whose audience report was queued: never two e-mails. */
  reportSends: 'analytics_report_sends',
} as const;

/** The dimensions of a visit, stored as categories (never an address or a user agent). */
const SESSION_DIMENSIONS = [...VISIT_PROPERTIES, 'utm_content', 'utm_term'] as const;

/** Attribution copied onto a conversion, so a lead's origin outlives the raw visit rows. */
export const CONVERSION_ATTRIBUTION = [
  'entry_page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;

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

/**
 * Creates the analytics tables and their indexes (idempotent), as migration 0001 (the release
 * before versioned migrations) defines them: a later change is a new migration, not an edit here.
 */
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
