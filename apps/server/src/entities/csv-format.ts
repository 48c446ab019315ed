import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';

/** Cells a spreadsheet would run as a formula (=, +, -, @) or that start with a tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One value as text: lists joined with "; ", booleans as true/false, nothing as empty. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, with quotes
 * doubled; a leading `'` stops a spreadsheet from running it as a formula.
 */
export function csvCell(value: unknown) {
  let cell = text(value);
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly unknown[]) {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** `id`, `created_date`, then the requested fields, or every field of the schema. */
export function csvColumns(entity: EntityDefinition, fields?: readonly string[]) {
  const chosen = fields ?? Object.keys(entity.schema.properties as Record<string, unknown>);
  return [...new Set(['id', 'created_date', ...chosen])];
}

/** `waitlist-subscriber-2026-05-04.csv` (the date in UTC). */
export function exportFileName(entity: EntityDefinition, now = new Date()) {
  const kebab = entity.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `${kebab}-${now.toISOString().slice(0, 10)}.csv`;
}
