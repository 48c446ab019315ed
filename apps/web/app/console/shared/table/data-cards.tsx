import { Fragment } from 'react';
import type { Column } from './data-table';

/** The rows of a data table as stacked cards, for phones: the first column heads each card. */
export function DataCards<T>({
  label,
  columns,
  rows,
  rowKey,
  busy,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  busy: boolean;
}) {
  const [first, ...rest] = columns;
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={`mt-4 flex flex-col gap-3 md:hidden ${busy ? 'opacity-60' : ''}`}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          {first ? <div className="break-words">{first.cell(row)}</div> : null}
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            {rest.map((column) => (
              <Fragment key={column.id}>
                <dt className="text-slate-500">{column.header}</dt>
                <dd className="break-words text-slate-800">{column.cell(row)}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
