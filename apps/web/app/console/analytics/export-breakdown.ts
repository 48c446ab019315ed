import { downloadBlob } from '../shared/browser-files';
import { exportFileName } from '../shared/format';
import { fillCopy } from '../shared/console-locale';
import { analyticsClient } from './analytics-client';
import { statsQuery, type DashboardQuery } from './dashboard-query';
import type { DashboardTable } from './dashboard-tables';

/** Downloads a table as CSV for the address's period and filters (the Stats API's `format=csv`). */
export async function exportBreakdown(
  table: DashboardTable,
  query: DashboardQuery,
  fileTemplate: string,
) {
  const blob = await analyticsClient().breakdownCsv(statsQuery(query), table);
  downloadBlob(blob, exportFileName(fillCopy(fileTemplate, { table: table.replace('_', '-') })));
}
