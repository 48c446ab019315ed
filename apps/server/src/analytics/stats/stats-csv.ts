import type { FastifyReply } from 'fastify';
import { csvLine } from '../../entities/csv-format';
import type { BreakdownRow, TimeseriesPoint } from '@vitrine/contract/analytics/stats-api';

const POINT_COLUMNS = ['date', 'visitors', 'pageviews', 'conversions'] as const;
const ROW_COLUMNS = ['visitors', 'pageviews', 'conversions', 'conversion_rate'] as const;

/** A breakdown as CSV: the property's name heads the value column. */
export function breakdownCsv(property: string, rows: readonly BreakdownRow[]) {
  const lines = rows.map((row) => csvLine([row.value, ...ROW_COLUMNS.map((name) => row[name])]));
  return [csvLine([property, ...ROW_COLUMNS]), ...lines].join('');
}

/** A chart's points as CSV; with a previous period, its points beside them, by position. */
export function timeseriesCsv(
  points: readonly TimeseriesPoint[],
  previous?: readonly TimeseriesPoint[],
) {
  const head = [
    ...POINT_COLUMNS,
    ...(previous ? POINT_COLUMNS.map((name) => `previous_${name}`) : []),
  ];
  const lines = points.map((point, index) => {
    const before = previous?.[index];
    const more = previous ? POINT_COLUMNS.map((name) => before?.[name] ?? '') : [];
    return csvLine([...POINT_COLUMNS.map((name) => point[name]), ...more]);
  });
  return [csvLine(head), ...lines].join('');
}

/** Sends `csv` as a UTF-8 attachment with a byte order mark (spreadsheets read the accents). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(`\uFEFF${csv}`);
}
