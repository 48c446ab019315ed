import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { Locale } from '@vitrine/contract/locales';
import type { StoredRecord } from './entity-records';
import { exportLabels } from './export-labels';

/** What a readable export (Excel, or CSV without `raw`) needs to put a record in words. */
export interface ReadableSettings {
  entity: EntityDefinition;
  columns: readonly string[];
  language: Locale;
  /** IANA zone the dates are shown in (the site's). */
  timeZone: string;
  /** Names of the admins an `assignee_id` may hold, by id. */
  people: ReadonlyMap<string, string>;
}

const DATE_FIELDS = new Set(['created_date', 'updated_date']);

/** Whether a field holds an ISO date (a server date, or a declared date-time string). */
export function isDateField(entity: EntityDefinition, field: string) {
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

const two = (n: number) => String(n).padStart(2, '0');

/** A wall time as the Excel export formats it: `28/11/2026 09:05` (fr), `2026-11-28 09:05` (en). */
export function wallTimeText(wall: Date, language: Locale) {
  const [year, month, day] = [
    wall.getUTCFullYear(),
    two(wall.getUTCMonth() + 1),
    two(wall.getUTCDate()),
  ];
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
  return language === 'fr' ? `${day}/${month}/${year} ${time}` : `${year}-${month}-${day} ${time}`;
}

/**
 * One record's cells in words: dates as local wall times, yes/no, translated options, the
 * assignee's name, lists on one line; numbers stay numbers, nothing is null.
 */
export function readableCells(
  record: StoredRecord,
  settings: ReadableSettings,
  dates: readonly boolean[],
): (string | number | Date | null)[] {
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

/** The header row of a readable export: each field's label in the language, else its name. */
export function readableHeaders(columns: readonly string[], language: Locale) {
  const labels = exportLabels(language);
  return columns.map((field) => labels.fields[field] ?? field);
}
