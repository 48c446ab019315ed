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
