import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { badRequest } from '../http/http-error';
import { parseCsv } from './csv-parser';
import { isPlainObject, writableFields } from './request-body';

export const MAX_IMPORT_ROWS = 50_000;

type FieldSchema = { type?: string; items?: unknown };

function coerceCell(raw: string, schema: FieldSchema | undefined): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  switch (schema?.type) {
    case 'boolean':
      if (/^(true|1|yes|oui)$/i.test(value)) return true;
      if (/^(false|0|no|non)$/i.test(value)) return false;
      return value;
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    case 'array':
      if (value.startsWith('[')) {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      }
      return value
        .split('|')
        .map((item) => item.trim())
        .filter(Boolean);
    default:
      return value;
  }
}

function recordsFromCsv(entity: EntityDefinition, text: string) {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    throw badRequest(`The CSV file cannot be read: ${(error as Error).message}`);
  }
  const [header, ...data] = rows;
  if (!header) throw badRequest('The CSV file is empty');
  const columns = header.map((name) => name.trim());
  const properties = entity.schema.properties as Record<string, FieldSchema>;
  return data.map((cells) => {
    const record: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      const value = coerceCell(cells[index] ?? '', properties[column]);
      if (value !== undefined) record[column] = value;
    });
    return record;
  });
}

function recordsFromJson(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('The JSON file is not valid JSON');
  }
  if (!Array.isArray(parsed)) throw badRequest('The JSON file must hold an array of records');
  return parsed.map((item) => (isPlainObject(item) ? item : { __invalid__: item }));
}

/** Reads an uploaded CSV or JSON file into records to validate; server-owned fields are dropped. */
export function readImportFile(
  entity: EntityDefinition,
  filename: string,
  mimetype: string,
  text: string,
) {
  const isJson =
    /\.json$/i.test(filename) || mimetype === 'application/json' || /^\s*\[/.test(text);
  const records = isJson ? recordsFromJson(text) : recordsFromCsv(entity, text);
  if (records.length === 0) throw badRequest('The file holds no records');
  if (records.length > MAX_IMPORT_ROWS)
    throw badRequest(`At most ${MAX_IMPORT_ROWS} records can be imported at once`);
  return records.map((record) => writableFields(record));
}
