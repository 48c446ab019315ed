import { parse } from 'csv-parse/sync';

/** `;` when the header line holds more semicolons than commas (spreadsheets in French), else `,`. */
function delimiterOf(source: string) {
  const firstLine = source.slice(0, source.search(/\r?\n|\r|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF, LF or CR, a leading BOM) with
 * `csv-parse`, detecting `,` or `;`. Rows of blank cells are dropped; a quote left open throws.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const rows = parse(source, {
    delimiter: delimiterOf(source),
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}
