import type { Writable } from 'node:stream';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { Locale } from '@vitrine/contract/locales';
import type * as ExcelJS from 'exceljs';
import { lazyModule } from '../platform/lazy-module';
import type { StoredRecord } from './entity-records';
import { exportLabels } from './export-labels';

const excelJs = lazyModule<typeof ExcelJS>('exceljs');

const DATE_FORMAT: Record<Locale, string> = { fr: 'dd/mm/yyyy hh:mm', en: 'yyyy-mm-dd hh:mm' };
const DATE_FIELDS = new Set(['created_date', 'updated_date']);
const WIDE_FIELDS = new Set(['message', 'notes', 'consent_note']);

interface XlsxSettings {
  entity: EntityDefinition;
  columns: readonly string[];
  language: Locale;
  /** IANA zone the dates are shown in (Excel dates carry none). */
  timeZone: string;
  /** Names of the admins an `assignee_id` may hold, by id. */
  people: ReadonlyMap<string, string>;
}

/** Whether a field holds an ISO date (a server date, or a declared date-time string). */
function isDateField(entity: EntityDefinition, field: string) {
  if (DATE_FIELDS.has(field)) return true;
  const declared = (entity.schema.properties as Record<string, { pattern?: string }>)[field];
  return declared?.pattern?.startsWith('^\\d{4}-\\d{2}-\\d{2}T') ?? false;
}

/** The wall-clock time of `iso` in `timeZone`, as a Date whose UTC fields hold it (Excel's view). */
export function localWallTime(iso: string, timeZone: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  );
}

/** One record's cells: dates as dates, yes/no, translated options, lists on one line. */
function cellsOf(record: StoredRecord, settings: XlsxSettings, dates: boolean[]) {
  const labels = exportLabels(settings.language);
  return settings.columns.map((field, index) => {
    const value = record[field];
    if (value === undefined || value === null || value === '') return null;
    if (dates[index] && typeof value === 'string')
      return localWallTime(value, settings.timeZone) ?? value;
    if (typeof value === 'boolean') return value ? labels.yes : labels.no;
    if (typeof value === 'number') return value;
    if (field === 'assignee_id') return settings.people.get(String(value)) ?? String(value);
    const translate = (item: unknown) => labels.values[field]?.[String(item)] ?? String(item);
    if (Array.isArray(value)) return value.map(translate).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return translate(value);
  });
}

/**
 * Writes records to `stream` as an Excel workbook, page after page (exceljs's streaming writer:
 * each row is written out once added), with a bold, frozen header row of translated labels.
 * Cells are typed values, never formulas. Ends `stream` once `pages` is done.
 */
export async function writeXlsx(
  stream: Writable,
  pages: AsyncIterable<StoredRecord[]>,
  settings: XlsxSettings,
) {
  const labels = exportLabels(settings.language);
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(settings.entity.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const dates = settings.columns.map((field) => isDateField(settings.entity, field));
  sheet.columns = settings.columns.map((field, index) => ({
    key: field,
    width: WIDE_FIELDS.has(field) ? 60 : dates[index] ? 18 : 24,
    style: dates[index] ? { numFmt: DATE_FORMAT[settings.language] } : {},
  }));
  const header = sheet.addRow(settings.columns.map((field) => labels.fields[field] ?? field));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const record of page) sheet.addRow(cellsOf(record, settings, dates)).commit();
  }
  sheet.commit();
  await workbook.commit();
}
