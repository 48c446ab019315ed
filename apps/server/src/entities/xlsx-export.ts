import type { Writable } from 'node:stream';
import type { Locale } from '@vitrine/contract/locales';
import type * as ExcelJS from 'exceljs';
import { lazyModule } from '../platform/lazy-module';
import type { StoredRecord } from './entity-records';
import { isDateField, readableCells, readableHeaders, type ReadableSettings } from './export-cells';

const excelJs = lazyModule<typeof ExcelJS>('exceljs');

const DATE_FORMAT: Record<Locale, string> = { fr: 'dd/mm/yyyy hh:mm', en: 'yyyy-mm-dd hh:mm' };
const WIDE_FIELDS = new Set(['message', 'notes', 'consent_note']);

/**
 * Writes records to `stream` as an Excel workbook, page after page (exceljs's streaming writer:
 * each row is written out once added), with a bold, frozen header row of translated labels.
 * Cells are typed values, never formulas. Ends `stream` once `pages` is done.
 */
export async function writeXlsx(
  stream: Writable,
  pages: AsyncIterable<StoredRecord[]>,
  settings: ReadableSettings,
) {
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
  const header = sheet.addRow(readableHeaders(settings.columns, settings.language));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const record of page) sheet.addRow(readableCells(record, settings, dates)).commit();
  }
  sheet.commit();
  await workbook.commit();
}
