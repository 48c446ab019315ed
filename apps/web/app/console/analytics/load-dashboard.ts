import type {
  AggregateResult,
  BreakdownRow,
  Timeseries,
} from '@vitrine/contract/client/analytics-stats-client';
import { consoleCall } from '../shared/session';
import { analyticsClient } from './analytics-client';
import {
  chartInterval,
  readDashboardQuery,
  statsQuery,
  type DashboardQuery,
} from './dashboard-query';
import { DASHBOARD_TABLES, TABLE_PAGE_SIZE, type DashboardTable } from './dashboard-tables';

export interface DashboardData {
  query: DashboardQuery;
  aggregate: AggregateResult;
  timeseries: Timeseries;
  /** The first page of each table. */
  tables: Record<DashboardTable, BreakdownRow[]>;
}

/** Everything the dashboard shows for the address's period and filters, asked at once. */
export function loadDashboard(request: Request) {
  return consoleCall(request, async (): Promise<DashboardData> => {
    const query = readDashboardQuery(new URL(request.url).searchParams);
    const stats = analyticsClient();
    const asked = statsQuery(query);
    const options = { signal: request.signal };
    const paging = { limit: TABLE_PAGE_SIZE, page: 1 };
    const [aggregate, timeseries, rows] = await Promise.all([
      stats.aggregate(asked, query.compare, options),
      stats.timeseries(asked, query.compare, chartInterval(query), options),
      Promise.all(DASHBOARD_TABLES.map((table) => stats.breakdown(asked, table, paging, options))),
    ]);
    const tables = Object.fromEntries(
      DASHBOARD_TABLES.map((table, index) => [table, rows[index]]),
    ) as Record<DashboardTable, BreakdownRow[]>;
    return { query, aggregate, timeseries, tables };
  });
}
