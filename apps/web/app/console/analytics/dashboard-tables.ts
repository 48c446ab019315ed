import type { BreakdownProperty } from '@vitrine/contract/client/analytics-stats-client';

/** The dashboard's tables, in the order shown. */
export const DASHBOARD_TABLES = [
  'page',
  'entry_page',
  'source',
  'utm_campaign',
  'device',
  'language',
  'goal',
] as const satisfies readonly BreakdownProperty[];

export type DashboardTable = (typeof DASHBOARD_TABLES)[number];

/** Rows per table, and per "show more". */
export const TABLE_PAGE_SIZE = 10;
