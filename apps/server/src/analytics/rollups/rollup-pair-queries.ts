import { sql, type RawBuilder } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { PairMap } from '../stats/rollup-pairs';
import { yieldToRequests } from '../stats/rollup-yield';

const t = ANALYTICS_TABLES;
type Row = Record<string, unknown>;

/**
 * How the visits (`s`) a filter `property==value` keeps are joined: a visit property is read
 * on the visit; a page, from the pages the visit viewed that day; a goal, from its leads. For
 * leads (few rows) the page views and leads of each visit are joined by index instead of the
 * day's distinct pairs: a visit may then repeat, so leads are counted by distinct id. `only`
 * narrows the page views read to some visits.
 */
function filterSide(
  property: string,
  day: string,
  forLeads = false,
  only = sql`1=1`,
): { join: RawBuilder<unknown>; value: RawBuilder<unknown> } {
  if (property === 'page') {
    const join = forLeads
      ? sql`JOIN ${sql.table(t.pageviews)} m ON m.session_id = s.id AND m.day = ${day}`
      : sql`JOIN (SELECT DISTINCT session_id, page FROM ${sql.table(t.pageviews)}
        WHERE day = ${day} AND ${only}) m ON m.session_id = s.id`;
    return { join, value: sql`m.page` };
  }
  if (property === 'goal') {
    const join = forLeads
      ? sql`JOIN ${sql.table(t.conversions)} m ON m.session_id = s.id`
      : sql`JOIN (SELECT DISTINCT session_id, goal FROM ${sql.table(t.conversions)}
        WHERE session_id IS NOT NULL) m ON m.session_id = s.id`;
    return { join, value: sql`m.goal` };
  }
  const column = sql.ref(`s.${property}`);
  return { join: sql`AND ${column} IS NOT NULL AND ${column} <> ''`, value: column };
}

/** `join` for a page or goal filter; for a visit property, its condition goes in the WHERE. */
const joinOf = (side: ReturnType<typeof filterSide>, filter: string) =>
  filter === 'page' || filter === 'goal' ? side.join : sql``;
const whereOf = (side: ReturnType<typeof filterSide>, filter: string) =>
  filter === 'page' || filter === 'goal' ? sql`` : side.join;

/**
 * One day's figures of the visits with `filter==v`, per v and per value of `property`, grouped
 * in a few queries (never one per value). They equal `rawVisitFigures`, `rawPageFigures` and
 * `rawGoalFigures` with the filter `filter==v` over that day (tested).
 */
export async function pairFigures(db: Executor, day: string, filter: string, property: string) {
  if (property === 'page') return pagePairs(db, day, filter);
  if (property === 'goal') return goalPairs(db, day, filter);
  return visitPairs(db, day, filter, property);
}

async function visitPairs(db: Executor, day: string, filter: string, property: string) {
  const pairs = new PairMap();
  const side = filterSide(filter, day);
  const key = sql.ref(`s.${property}`);
  const present = sql`${key} IS NOT NULL AND ${key} <> '' ${whereOf(side, filter)}`;
  const visits = await sql<Row>`SELECT ${side.value} AS f, ${key} AS k,
      COUNT(DISTINCT s.visitor_id) AS visitors, COUNT(*) AS visits, SUM(s.pageviews) AS pageviews,
      SUM(CASE WHEN s.pageviews = 1 THEN 1 ELSE 0 END) AS bounces, SUM(s.duration_ms) AS duration_ms
    FROM ${sql.table(t.sessions)} s ${joinOf(side, filter)}
    WHERE s.day = ${day} AND ${present} GROUP BY 1, 2`.execute(db);
  for (const row of visits.rows) pairs.add(String(row.f), String(row.k), row);

  if (filter === 'page') {
    await yieldToRequests();
    // Page views of the filtered page only.
    const views = await sql<Row>`SELECT pv.page AS f, ${key} AS k, COUNT(*) AS pageviews
      FROM ${sql.table(t.pageviews)} pv JOIN ${sql.table(t.sessions)} s ON s.id = pv.session_id
      WHERE pv.day = ${day} AND s.day = ${day} AND ${present} GROUP BY 1, 2`.execute(db);
    for (const values of pairs.values()) for (const figure of values.values()) figure.pageviews = 0;
    for (const row of views.rows) {
      const figure = pairs.get(String(row.f))?.get(String(row.k));
      if (figure) figure.pageviews += Number(row.pageviews);
    }
  }

  await yieldToRequests();
  const lead = filterSide(filter, day, true);
  const goal = filter === 'goal' ? sql`AND c.goal = m.goal` : sql``;
  const leads = await sql<Row>`SELECT ${lead.value} AS f, ${key} AS k,
      COUNT(DISTINCT c.id) AS conversions, COUNT(DISTINCT c.visitor_id) AS converted_visitors
    FROM ${sql.table(t.conversions)} c JOIN ${sql.table(t.sessions)} s ON s.id = c.session_id
      ${joinOf(lead, filter)}
    WHERE s.day = ${day} AND ${present} ${goal} GROUP BY 1, 2`.execute(db);
  for (const row of leads.rows) pairs.add(String(row.f), String(row.k), row);
  return pairs;
}

async function pagePairs(db: Executor, day: string, filter: string) {
  const pairs = new PairMap();
  // A page filter: the view itself is of the filtered page (its visit viewed it that day).
  const side = filter === 'page' ? undefined : filterSide(filter, day);
  const value = side ? side.value : sql`pv.page`;
  const join = side ? joinOf(side, filter) : sql``;
  const where = side ? whereOf(side, filter) : sql``;
  const views = await sql<Row>`SELECT ${value} AS f, pv.page || '' AS k,
      COUNT(DISTINCT pv.visitor_id) AS visitors, COUNT(*) AS pageviews
    FROM ${sql.table(t.pageviews)} pv JOIN ${sql.table(t.sessions)} s ON s.id = pv.session_id ${join}
    WHERE pv.day = ${day} ${where} GROUP BY 1, 2`.execute(db);
  for (const row of views.rows) pairs.add(String(row.f), String(row.k), row);

  await yieldToRequests();
  const lead = filter === 'goal' ? filterSide(filter, day, true) : side;
  const goal = filter === 'goal' ? sql`AND c.goal = m.goal` : sql``;
  const leads = await sql<Row>`SELECT ${value} AS f, pv.page || '' AS k,
      COUNT(DISTINCT c.id) AS conversions, COUNT(DISTINCT c.visitor_id) AS converted_visitors
    FROM ${sql.table(t.conversions)} c
    JOIN ${sql.table(t.pageviews)} pv ON pv.session_id = c.session_id
    JOIN ${sql.table(t.sessions)} s ON s.id = c.session_id ${lead ? joinOf(lead, filter) : sql``}
    WHERE pv.day = ${day} AND s.day = ${day} ${where} ${goal} GROUP BY 1, 2`.execute(db);
  for (const row of leads.rows) pairs.add(String(row.f), String(row.k), row);
  return pairs;
}

async function goalPairs(db: Executor, day: string, filter: string) {
  const pairs = new PairMap();
  // A goal filter: the lead itself is of the filtered goal.
  const lead = filter === 'goal' ? undefined : filterSide(filter, day, true);
  const where = lead ? whereOf(lead, filter) : sql``;
  const leads = await sql<Row>`SELECT ${lead ? lead.value : sql`c.goal`} AS f, c.goal AS k,
      COUNT(DISTINCT c.id) AS conversions, COUNT(DISTINCT c.visitor_id) AS visitors
    FROM ${sql.table(t.conversions)} c JOIN ${sql.table(t.sessions)} s ON s.id = c.session_id
      ${lead ? joinOf(lead, filter) : sql``}
    WHERE s.day = ${day} ${where} GROUP BY 1, 2`.execute(db);
  for (const row of leads.rows) {
    pairs.add(String(row.f), String(row.k), { ...row, converted_visitors: row.visitors });
  }
  await yieldToRequests();
  // The page views read: those of the visits with a lead that day.
  const withLeads = sql`session_id IN (SELECT session_id FROM ${sql.table(t.conversions)}
    WHERE day = ${day})`;
  const side = filter === 'goal' ? undefined : filterSide(filter, day, false, withLeads);
  const join = side ? joinOf(side, filter) : sql``;
  const reached = await sql<Row>`SELECT ${side ? side.value : sql`x.goal`} AS f, x.goal AS k,
      COUNT(*) AS visits, SUM(s.pageviews) AS pageviews,
      SUM(CASE WHEN s.pageviews = 1 THEN 1 ELSE 0 END) AS bounces, SUM(s.duration_ms) AS duration_ms
    FROM (SELECT DISTINCT goal, session_id FROM ${sql.table(t.conversions)}
      WHERE session_id IS NOT NULL AND day = ${day}) x
    JOIN ${sql.table(t.sessions)} s ON s.id = x.session_id ${join}
    WHERE s.day = ${day} ${where} GROUP BY 1, 2`.execute(db);
  for (const row of reached.rows) pairs.add(String(row.f), String(row.k), row);
  return pairs;
}
