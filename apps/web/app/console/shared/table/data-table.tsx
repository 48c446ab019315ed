import type { ReactNode } from 'react';
import { DataCards } from './data-cards';
import { ariaSort, SortHeader, type TableSort } from './sort-header';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the column's table cells (widths, wrapping). */
  className?: string;
  /** The key its header sorts the table by (with the table's `sort`). */
  sortKey?: string;
}

interface DataTableProps<T> {
  /** Names the table (and the list of cards on phones) for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A newer page is loading: the rows shown are the previous ones. */
  busy?: boolean;
  /** Sortable tables: the current order, and what a header click does. */
  sort?: TableSort;
}

/**
 * A data table in a labelled region that scrolls sideways when it does not fit (the first
 * column stays in view); on phones, the same rows as stacked cards. Cells decide their own
 * content: a row opens through a button in its first cell.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  busy = false,
  sort,
}: DataTableProps<T>) {
  return (
    <>
      <DataCards label={label} columns={columns} rows={rows} rowKey={rowKey} busy={busy} />
      <section
        aria-label={label}
        className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block"
      >
        <table
          aria-busy={busy || undefined}
          className={`w-full border-collapse text-left text-sm ${busy ? 'opacity-60' : ''}`}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort(sort, column.sortKey)}
                  className={`px-4 py-3 whitespace-nowrap ${index === 0 ? 'sticky left-0 z-10 bg-slate-50' : ''}`}
                >
                  {sort && column.sortKey ? (
                    <SortHeader header={column.header} sortKey={column.sortKey} sort={sort} />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="group hover:bg-slate-50">
                {columns.map((column, index) => (
                  <td
                    key={column.id}
                    className={`px-4 py-1.5 align-middle text-slate-700 ${index === 0 ? 'sticky left-0 bg-white group-hover:bg-slate-50' : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
