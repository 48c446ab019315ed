import { isLocale, type Locale } from '@vitrine/contract/locales';
import { CSV_DELIMITERS, type CsvDelimiter } from './csv-format';
import { QueryError } from './query-error';
import { singleParam } from './query-options';

/** How an export is written: a CSV with its separator, or an Excel workbook in a language. */
export type ExportFormat =
  { kind: 'csv'; delimiter: CsvDelimiter } | { kind: 'xlsx'; language: Locale };

/** The export's own parameters: they are neither filters nor list options. */
export const EXPORT_PARAMS = ['format', 'delimiter', 'lang'] as const;

const DELIMITER_NAMES: Record<string, CsvDelimiter> = { comma: ',', semicolon: ';' };

function delimiterOf(raw: string | undefined): CsvDelimiter {
  if (raw === undefined || raw === '') return ',';
  const delimiter = DELIMITER_NAMES[raw] ?? raw;
  if ((CSV_DELIMITERS as readonly string[]).includes(delimiter)) return delimiter as CsvDelimiter;
  throw new QueryError('delimiter must be "," or ";" (or comma, semicolon)');
}

/**
 * Reads `format` (`csv`, the default, or `xlsx`), `delimiter` (CSV: `,` the default, or `;`)
 * and `lang` (Excel: `fr`, the default, or `en`); anything else is a 400.
 */
export function parseExportFormat(query: Record<string, unknown>): ExportFormat {
  const format = singleParam(query, 'format') ?? 'csv';
  const delimiter = singleParam(query, 'delimiter');
  const lang = singleParam(query, 'lang');
  if (format === 'csv') {
    if (lang !== undefined) throw new QueryError('lang only applies to format=xlsx');
    return { kind: 'csv', delimiter: delimiterOf(delimiter) };
  }
  if (format !== 'xlsx') throw new QueryError('format must be csv or xlsx');
  if (delimiter !== undefined) throw new QueryError('delimiter only applies to format=csv');
  const language = lang ?? 'fr';
  if (!isLocale(language)) throw new QueryError('lang must be fr or en');
  return { kind: 'xlsx', language };
}
