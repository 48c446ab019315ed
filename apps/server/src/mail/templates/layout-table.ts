import { escapeHtml } from './html-escape';

/**
 * A data table (reports): a caption, column headers, and rows whose first cell names the row.
 * Columns after the first hold figures and are right-aligned.
 */
export interface TableBlock {
  type: 'table';
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

const STYLE = {
  table: 'border-collapse:collapse;width:100%;margin:0 0 24px;font-size:15px;',
  caption: 'text-align:left;font-weight:700;padding:0 0 8px;color:#1f2933;',
  head: 'border-bottom:2px solid #c7d2fe;color:#52606d;font-size:13px;font-weight:600;',
  name: 'padding:6px 6px 6px 0;border-bottom:1px solid #e4e7eb;text-align:left;font-weight:400;overflow-wrap:break-word;',
  figure:
    'padding:6px 0 6px 6px;border-bottom:1px solid #e4e7eb;text-align:right;white-space:nowrap;',
};

const cell = (value: string, index: number) =>
  index === 0
    ? `<th scope="row" style="${STYLE.name}">${escapeHtml(value)}</th>`
    : `<td style="${STYLE.figure}">${escapeHtml(value)}</td>`;

/** A real table (caption, column and row headers) that screen readers can walk through. */
export function tableHtml(block: TableBlock) {
  const head = block.head
    .map((label, index) => {
      const align =
        index === 0
          ? 'text-align:left;padding:6px 6px 6px 0;'
          : 'text-align:right;padding:6px 0 6px 6px;';
      return `<th scope="col" style="${STYLE.head}${align}">${escapeHtml(label)}</th>`;
    })
    .join('');
  const rows = block.rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  return `<table style="${STYLE.table}"><caption style="${STYLE.caption}">${escapeHtml(block.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The caption, then the header and each row on a line, cells separated by ` | `. */
export function tableText(block: TableBlock) {
  return [block.caption, ...[block.head, ...block.rows].map((row) => row.join(' | '))].join('\n');
}
