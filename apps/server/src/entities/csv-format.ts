import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';

/** Cells a spreadsheet would run as a formula (=, +, -, @) or that start with a tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The separators a CSV export may use: `,` (RFC 4180) or `;` (what French Excel expects). */
export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** One value as text: lists joined with "; ", booleans as true/false, nothing as empty. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, the delimiter or a line break, with
 * quotes doubled; a leading `'` stops a spreadsheet from running it as a formula.
 */
export function csvCell(value: unknown, delimiter: CsvDelimiter = ',') {
  let cell = text(value);
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  const quoted = cell.includes('"') || cell.includes(delimiter) || /[\r\n]/.test(cell);
  return quoted ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV line, CRLF-terminated, its cells separated by `delimiter`. */
export function csvLine(values: readonly unknown[], delimiter: CsvDelimiter = ',') {
  return `${values.map((value) => csvCell(value, delimiter)).join(delimiter)}\r\n`;
}

/** `id`, `created_date`, then the requested fields, or every field of the schema. */
export function csvColumns(entity: EntityDefinition, fields?: readonly string[]) {
  const chosen = fields ?? Object.keys(entity.schema.properties as Record<string, unknown>);
  return [...new Set(['id', 'created_date', ...chosen])];
}

/** `waitlist-subscriber-2026-05-04.csv` (the date in UTC); `extension` `xlsx` for Excel. */
export function exportFileName(entity: EntityDefinition, now = new Date(), extension = 'csv') {
  const kebab = entity.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `${kebab}-${now.toISOString().slice(0, 10)}.${extension}`;
}
