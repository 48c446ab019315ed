export interface ChartTableColumn {
  key: string;
  label: string;
}

export interface ChartTableRow {
  key: string;
  heading: string;
  /** One figure per column, in the columns' order. */
  cells: string[];
}

/**
 * A chart's figures as a table folded under a disclosure: a row per point, its first cell the
 * row's heading. With `scrolls`, the table sits in a scrolling region of its caption's name,
 * its header row kept in view.
 */
export function ChartTable({
  toggle,
  caption,
  corner,
  columns,
  rows,
  scrolls = false,
}: {
  toggle: string;
  caption: string;
  /** The heading of the column of row headings. */
  corner: string;
  columns: ChartTableColumn[];
  rows: ChartTableRow[];
  scrolls?: boolean;
}) {
  const table = (
    <table className={`${scrolls ? '' : 'mt-2 '}w-full border-collapse text-left text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead
        className={`${scrolls ? 'sticky top-0 ' : ''}bg-slate-50 text-xs font-semibold text-slate-600`}
      >
        <tr>
          <th scope="col" className="px-3 py-2">
            {corner}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="px-3 py-2 text-right">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
              {row.heading}
            </th>
            {columns.map((column, index) => (
              <td key={column.key} className="px-3 py-1 text-right tabular-nums">
                {row.cells[index]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details className="mt-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand">
        {toggle}
      </summary>
      {scrolls ? (
        <div
          role="region"
          aria-label={caption}
          // A scrolling region is reached by keyboard to scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200"
        >
          {table}
        </div>
      ) : (
        table
      )}
    </details>
  );
}
