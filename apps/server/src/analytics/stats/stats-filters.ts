import { sql, type RawBuilder } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import { badRequest } from '../../http/http-error';
import { STATS_PROPERTIES, type StatsProperty } from '@vitrine/contract/analytics/stats-properties';
import type { StatsFilter } from './stats-types';
import { addDays } from '../local-time';

const MAX_FILTERS = 10;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 1000;
const CLAUSE = /^([a-z_]+)(==|!=)(.*)$/s;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function isProperty(name: string): name is StatsProperty {
  return (STATS_PROPERTIES as readonly string[]).includes(name);
}

/**
 * `source==LinkedIn;page==/tarifs|/en/pricing;device!=mobile`: clauses joined by `;`, each a
 * property, `==` or `!=`, and alternatives joined by `|`. A 400 naming `filters` otherwise.
 */
export function parseFilters(text: string | undefined): StatsFilter[] {
  if (!text) return [];
  const clauses = text.split(';').filter((clause) => clause.trim() !== '');
  if (clauses.length > MAX_FILTERS) throw badRequest(`filters: at most ${MAX_FILTERS} clauses`);
  return clauses.map((clause) => {
    const match = CLAUSE.exec(clause.trim());
    if (!match) throw badRequest(`filters: "${clause}" is not property==value or property!=value`);
    const [, property = '', operator, rest = ''] = match;
    if (!isProperty(property)) {
      throw badRequest(`filters: unknown property "${property}" (${STATS_PROPERTIES.join(', ')})`);
    }
    const values = rest.split('|');
    if (values.length > MAX_VALUES || values.some((value) => value.length > MAX_VALUE_LENGTH)) {
      throw badRequest(`filters: at most ${MAX_VALUES} values of ${MAX_VALUE_LENGTH} characters`);
    }
    if (values.some((value) => value === ''))
      throw badRequest(`filters: "${clause}" has an empty value`);
    // Stored values never hold control characters (PostgreSQL refuses NUL in text outright).
    if (values.some((value) => CONTROL.test(value)))
      throw badRequest('filters: a value holds a control character');
    return { property, operator: operator as StatsFilter['operator'], values };
  });
}

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));
const t = ANALYTICS_TABLES;

/** The condition a filter puts on a visit (`s`, a row of `analytics_sessions`). */
function sessionCondition(filter: StatsFilter, days: readonly string[]): RawBuilder<unknown> {
  const values = list(filter.values);
  const negate = filter.operator === '!=';
  if (filter.property === 'page') {
    const viewed = sql`SELECT session_id FROM ${sql.table(t.pageviews)}
      WHERE page IN (${values}) AND ${dayCondition('day', days)}`;
    return negate ? sql`s.id NOT IN (${viewed})` : sql`s.id IN (${viewed})`;
  }
  if (filter.property === 'goal') {
    const reached = sql`SELECT session_id FROM ${sql.table(t.conversions)}
      WHERE goal IN (${values}) AND session_id IS NOT NULL`;
    return negate ? sql`s.id NOT IN (${reached})` : sql`s.id IN (${reached})`;
  }
  const column = sql.ref(`s.${filter.property}`);
  return negate
    ? sql`(${column} IS NULL OR ${column} NOT IN (${values}))`
    : sql`${column} IN (${values})`;
}

/** Every filter's condition on the visits, joined with AND (`1=1` without filters). */
export function visitConditions(filters: readonly StatsFilter[], days: readonly string[]) {
  if (filters.length === 0) return sql`1=1`;
  return sql.join(
    filters.map((filter) => sessionCondition(filter, days)),
    sql` AND `,
  );
}

/** Conditions on a column the page (or goal) filters narrow: page views of the filtered pages only. */
export function narrowing(
  filters: readonly StatsFilter[],
  property: 'page' | 'goal',
  column: string,
) {
  const ref = sql.ref(column);
  const parts = filters
    .filter((filter) => filter.property === property)
    .map((filter) =>
      filter.operator === '=='
        ? sql`${ref} IN (${list(filter.values)})`
        : sql`${ref} NOT IN (${list(filter.values)})`,
    );
  return parts.length === 0 ? sql`1=1` : sql.join(parts, sql` AND `);
}

export const inList = list;

/**
 * `column` within `days` (sorted local dates), as ranges of consecutive days: a range is a
 * comparison SQLite makes once per row, where `IN` of 30 dates cost it about 70 ms per 500,000
 * visits (docs/decisions/0026-multi-clause-stats.md).
 */
export function dayCondition(column: string, days: readonly string[]): RawBuilder<unknown> {
  const ref = sql.ref(column);
  const ranges: [string, string][] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else ranges.push([day, day]);
  }
  if (ranges.length === 0) return sql`1=0`;
  const parts = ranges.map(([from, to]) =>
    from === to ? sql`${ref} = ${from}` : sql`${ref} BETWEEN ${from} AND ${to}`,
  );
  return parts.length === 1
    ? (parts[0] as RawBuilder<unknown>)
    : sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * Visits (`s`) and their leads (`c`), and page views (`pv`) when `views`, to join in WHERE. Over
 * one day (today) `CROSS JOIN` has SQLite read the day's visits first, then their leads by index
 * (not every lead ever stored); over several days the planner's order (leads first) is ten
 * times faster.
 */
export function visitsAndLeads(days: readonly string[], views = false) {
  const s = sql`${sql.table(t.sessions)} s`;
  const c = sql`${sql.table(t.conversions)} c`;
  const pv = sql`${sql.table(t.pageviews)} pv`;
  const tables = views ? [s, c, pv] : [s, c];
  return sql.join(tables, days.length === 1 ? sql` CROSS JOIN ` : sql`, `);
}
