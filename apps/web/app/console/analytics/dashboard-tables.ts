import { DASHBOARD_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';

/** The dashboard's tables, in the order shown (the server's roll-ups cross them in pairs). */
export const DASHBOARD_TABLES = DASHBOARD_PROPERTIES;

export type DashboardTable = (typeof DASHBOARD_TABLES)[number];

/** Rows per table, and per "show more". */
export const TABLE_PAGE_SIZE = 10;
