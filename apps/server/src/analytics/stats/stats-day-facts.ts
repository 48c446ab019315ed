import { VISIT_PROPERTIES, type VisitProperty } from '@vitrine/contract/analytics/stats-properties';
import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { yieldToRequests } from './rollup-yield';
import { dayPageviewCounts } from './stats-day-views';

const t = ANALYTICS_TABLES;
/** The code of a NULL value: no filter value matches it, `!=` keeps it. */
export const NO_VALUE = -1;

/** Text values as numbers, shared by every day of a cache: property values, pages, goals. */
export class ValueCodes {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  /** The code of `value`, made on first sight. */
  code(value: unknown): number {
    if (value === null || value === undefined) return NO_VALUE;
    const text = String(value);
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(text, code);
      this.values.push(text);
    }
    return code;
  }

  /** The code of a value already seen; undefined otherwise (it matches no row). */
  find(value: string) {
    return this.codes.get(value);
  }
}

/**
 * One finished local day's visits as columns (docs/decisions/0026-multi-clause-stats.md): what
 * the raw queries read from `analytics_sessions`, its page views and its leads, one entry per
 * visit. Visitors are numbered per day (a visitor id lives one day) and a visitor's visits are
 * next to each other: counting distinct visitors looks back over that visitor's visits only.
 */
export interface DayFacts {
  day: string;
  size: number;
  visitor: Int32Array;
  pageviews: Int32Array;
  duration: Float64Array;
  properties: Record<VisitProperty, Int32Array>;
  /** Visit `v`'s pages are entries `pageStart[v]` to `pageStart[v + 1] - 1`, each viewed `pageCount` times. */
  pageStart: Int32Array;
  pageCode: Int32Array;
  pageCount: Int32Array;
  /** Visit `v`'s leads (whatever their day) are entries `leadStart[v]` to `leadStart[v + 1] - 1`. */
  leadStart: Int32Array;
  leadGoal: Int32Array;
  /** The lead's visitor id numbered per day (`NO_VALUE` without one). */
  leadVisitor: Int32Array;
  leadDay: string[];
}

type Row = Record<string, unknown>;

/** Entries grouped by visit (compressed rows): `start[v]` is visit `v`'s first. */
function byVisit<T>(size: number, entries: { visit: number; entry: T }[]) {
  const start = new Int32Array(size + 1);
  for (const { visit } of entries) start[visit + 1] = (start[visit + 1] ?? 0) + 1;
  for (let visit = 0; visit < size; visit += 1) {
    start[visit + 1] = (start[visit + 1] ?? 0) + (start[visit] ?? 0);
  }
  const next = start.slice(0, size);
  const ordered = new Array<T>(entries.length);
  for (const { visit, entry } of entries) {
    const at = next[visit] ?? 0;
    ordered[at] = entry;
    next[visit] = at + 1;
  }
  return { start, ordered };
}

/** Reads `day`'s visits, their page views and their leads (three queries, yielding between). */
export async function loadDayFacts(db: Executor, day: string, codes: ValueCodes) {
  const columns = sql.join(VISIT_PROPERTIES.map((name) => sql.ref(`s.${name}`)));
  const visits = await sql<Row>`SELECT s.id, s.visitor_id, s.pageviews, s.duration_ms, ${columns}
    FROM ${sql.table(t.sessions)} s WHERE s.day = ${day} ORDER BY s.visitor_id`.execute(db);
  const size = visits.rows.length;
  const index = new Map<string, number>();
  const visitors = new Map<string, number>();
  const facts: DayFacts = {
    day,
    size,
    visitor: new Int32Array(size),
    pageviews: new Int32Array(size),
    duration: new Float64Array(size),
    properties: Object.fromEntries(
      VISIT_PROPERTIES.map((name) => [name, new Int32Array(size)]),
    ) as Record<VisitProperty, Int32Array>,
    pageStart: new Int32Array(size + 1),
    pageCode: new Int32Array(0),
    pageCount: new Int32Array(0),
    leadStart: new Int32Array(size + 1),
    leadGoal: new Int32Array(0),
    leadVisitor: new Int32Array(0),
    leadDay: [],
  };
  const visitorOf = (id: unknown) => {
    if (id === null || id === undefined) return NO_VALUE;
    const key = String(id);
    const known = visitors.get(key);
    if (known !== undefined) return known;
    visitors.set(key, visitors.size);
    return visitors.size - 1;
  };
  visits.rows.forEach((row, visit) => {
    index.set(String(row.id), visit);
    facts.visitor[visit] = visitorOf(row.visitor_id);
    facts.pageviews[visit] = Number(row.pageviews);
    facts.duration[visit] = Number(row.duration_ms);
    for (const name of VISIT_PROPERTIES) facts.properties[name][visit] = codes.code(row[name]);
  });

  const views = await dayPageviewCounts(db, day);
  const pages = byVisit(
    size,
    views.flatMap((row) => {
      const visit = index.get(String(row.session_id));
      return visit === undefined ? [] : [{ visit, entry: row }];
    }),
  );
  facts.pageStart = pages.start;
  facts.pageCode = Int32Array.from(pages.ordered, (row) => codes.code(row.page));
  facts.pageCount = Int32Array.from(pages.ordered, (row) => Number(row.n));

  // Leads of the day's visits, whatever their own day (a lead sent after midnight).
  await yieldToRequests();
  const leads = await sql<Row>`SELECT c.session_id, c.goal, c.visitor_id, c.day
    FROM ${sql.table(t.conversions)} c JOIN ${sql.table(t.sessions)} s ON s.id = c.session_id
    WHERE s.day = ${day}`.execute(db);
  const grouped = byVisit(
    size,
    leads.rows.flatMap((row) => {
      const visit = index.get(String(row.session_id));
      return visit === undefined ? [] : [{ visit, entry: row }];
    }),
  );
  const leadVisitors = new Map<string, number>();
  facts.leadStart = grouped.start;
  facts.leadGoal = Int32Array.from(grouped.ordered, (row) => codes.code(row.goal));
  facts.leadVisitor = Int32Array.from(grouped.ordered, (row) => {
    if (row.visitor_id === null || row.visitor_id === undefined) return NO_VALUE;
    const key = String(row.visitor_id);
    if (!leadVisitors.has(key)) leadVisitors.set(key, leadVisitors.size);
    return leadVisitors.get(key) ?? NO_VALUE;
  });
  facts.leadDay = grouped.ordered.map((row) => String(row.day));
  return facts;
}
