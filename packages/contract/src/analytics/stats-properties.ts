/**
 * The properties of the audience statistics, shared by the server (columns of
 * `analytics_sessions`, the Stats API's checks) and the console (its filters). See
 * docs/decisions/0024-analytics-queries.md.
 */

/** A visit's properties, each a column of its row, set from its first page view (exit page: its last). */
export const VISIT_PROPERTIES = [
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
] as const;
export type VisitProperty = (typeof VISIT_PROPERTIES)[number];

/** What a breakdown groups by and a filter tests: a visit's properties, the page viewed, the goal reached. */
export const STATS_PROPERTIES = ['page', ...VISIT_PROPERTIES, 'goal'] as const;
export type StatsProperty = (typeof STATS_PROPERTIES)[number];

/**
 * The breakdowns the console's dashboard shows as tables, in the order shown. A click on one of
 * their rows filters the dashboard by it, so the daily roll-ups cross these same properties in
 * pairs, as filter and as broken-down property (docs/decisions/0024-analytics-queries.md): the
 * console's tables and the server's pairs are this one list.
 */
export const DASHBOARD_PROPERTIES = [
  'page',
  'entry_page',
  'source',
  'utm_campaign',
  'device',
  'language',
  'goal',
] as const satisfies readonly StatsProperty[];
export type DashboardProperty = (typeof DASHBOARD_PROPERTIES)[number];
