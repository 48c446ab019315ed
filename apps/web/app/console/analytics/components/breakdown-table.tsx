import type { BreakdownRow } from '@vitrine/contract/client/analytics-stats-client';
import { withFilter } from '../dashboard-filters';
import type { DashboardQuery } from '../dashboard-query';
import type { DashboardTable } from '../dashboard-tables';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { valueLabel } from '../value-label';
import { useBreakdownPages } from '../use-breakdown-pages';
import { usePostTitles } from '../post-page-titles';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { apiFailure } from '../../shared/api-failure';
import { BreakdownExport } from './breakdown-export';

const NUMBER_COLUMNS = ['visitors', 'pageviews', 'conversions', 'conversion_rate'] as const;

/**
 * One table of the dashboard (top pages, sources…): a row's value filters the whole dashboard,
 * "show more" appends the next rows, the export downloads every row as CSV.
 */
export function BreakdownTable({
  table,
  query,
  first,
  onFilter,
}: {
  table: DashboardTable;
  query: DashboardQuery;
  first: BreakdownRow[];
  onFilter: (query: DashboardQuery) => void;
}) {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  const { rows, hasMore, busy, failure, more } = useBreakdownPages(table, query, first);
  const titles = usePostTitles(table, rows);
  const headingId = `analytics-table-${table}`;
  const label = (value: string) => {
    const title = titles.get(value);
    return title ? fillCopy(copy.postPage, { title }) : valueLabel(copy, table, value);
  };
  const count = new Intl.NumberFormat(locale);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const cell = (row: BreakdownRow, column: (typeof NUMBER_COLUMNS)[number]) =>
    column === 'conversion_rate' ? rate.format(row[column] / 100) : count.format(row[column]);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {copy.tables[table]}
        </h2>
        <BreakdownExport table={table} query={query} empty={rows.length === 0} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          {copy.tables.empty}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table
            aria-labelledby={headingId}
            className="w-full min-w-[26rem] border-collapse text-left text-sm"
          >
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 align-bottom">
                  {copy.filters.properties[table]}
                </th>
                {NUMBER_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-right align-bottom">
                    {copy.tables[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.value} className="group hover:bg-slate-50">
                  <th
                    scope="row"
                    className="sticky left-0 max-w-40 bg-white sm:max-w-56 px-3 py-1 font-normal group-hover:bg-slate-50"
                  >
                    <button
                      type="button"
                      title={fillCopy(copy.tables.filterBy, { value: row.value })}
                      onClick={() =>
                        onFilter({ ...query, filters: withFilter(query.filters, table, row.value) })
                      }
                      className="min-h-10 max-w-full truncate text-left text-brand underline-offset-2 hover:underline"
                    >
                      {label(row.value)}
                    </button>
                  </th>
                  {NUMBER_COLUMNS.map((column) => (
                    <td key={column} className="px-2 py-1 text-right text-slate-700 tabular-nums">
                      {cell(row, column)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {apiFailure(failure).message}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          onClick={() => void more()}
          disabled={busy}
          aria-busy={busy || undefined}
          className="mt-2 min-h-11 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-indigo-50 disabled:opacity-60"
        >
          {copy.tables.showMore}
        </button>
      ) : null}
    </section>
  );
}
