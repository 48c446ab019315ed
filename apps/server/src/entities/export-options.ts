import { isLocale, type Locale } from '@vitrine/contract/locales';
import { CSV_DELIMITERS, type CsvDelimiter } from './csv-format';
import { QueryError } from './query-error';
import { singleParam } from './query-options';

/**
 * How an export is written: a CSV with its separator, readable in a language (headers, local
 * dates, values in words) or `raw` (field names, ISO dates, stored values); or an Excel workbook
 * in a language.
 */
export type ExportFormat =
  | { kind: 'csv'; delimiter: CsvDelimiter; raw: true }
  | { kind: 'csv'; delimiter: CsvDelimiter; raw: false; language: Locale }
  | { kind: 'xlsx'; language: Locale };

/** The export's own parameters: they are neither filters nor list options. */
export const EXPORT_PARAMS = ['format', 'delimiter', 'lang', 'raw'] as const;

const DELIMITER_NAMES: Record<string, CsvDelimiter> = { comma: ',', semicolon: ';' };

function delimiterOf(raw: string | undefined): CsvDelimiter {
  if (raw === undefined || raw === '') return ',';
  const delimiter = DELIMITER_NAMES[raw] ?? raw;
  if ((CSV_DELIMITERS as readonly string[]).includes(delimiter)) return delimiter as CsvDelimiter;
  throw new QueryError('delimiter must be "," or ";" (or comma, semicolon)');
}

function languageOf(lang: string | undefined): Locale {
  const language = lang ?? 'fr';
  if (!isLocale(language)) throw new QueryError('lang must be fr or en');
  return language;
}

function rawOf(raw: string | undefined) {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new QueryError('raw must be true or false');
}

/**
 * Reads `format` (`csv`, the default, or `xlsx`), `delimiter` (CSV: `,` the default, or `;`),
 * `raw` (CSV: `true` for field names and stored values, `false` the default) and `lang` (the
 * readable CSV and Excel: `fr`, the default, or `en`); anything else is a 400.
 */
export function parseExportFormat(query: Record<string, unknown>): ExportFormat {
  const format = singleParam(query, 'format') ?? 'csv';
  const delimiter = singleParam(query, 'delimiter');
  const lang = singleParam(query, 'lang');
  const raw = singleParam(query, 'raw');
  if (format === 'csv') {
    if (!rawOf(raw)) {
      return {
        kind: 'csv',
        delimiter: delimiterOf(delimiter),
        raw: false,
        language: languageOf(lang),
      };
    }
    if (lang !== undefined) throw new QueryError('lang does not apply to raw=true');
    return { kind: 'csv', delimiter: delimiterOf(delimiter), raw: true };
  }
  if (format !== 'xlsx') throw new QueryError('format must be csv or xlsx');
  if (delimiter !== undefined) throw new QueryError('delimiter only applies to format=csv');
  if (raw !== undefined) throw new QueryError('raw only applies to format=csv');
  return { kind: 'xlsx', language: languageOf(lang) };
}
