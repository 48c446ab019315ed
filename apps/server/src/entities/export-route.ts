import { PassThrough, Readable } from 'node:stream';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { User } from '@vitrine/contract/entities/user';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { requireEntityAccess } from './entity-access';
import { type EntityAudit, filterText, LEAD_ENTITIES, NO_ENTITY_AUDIT } from './entity-audit';
import { ownFilter } from './owned-records';
import { csvColumns, csvLine, exportFileName, type CsvDelimiter } from './csv-format';
import type { Query, StoredRecord } from './entity-records';
import type { EntityStore } from './entity-store';
import {
  isDateField,
  readableCells,
  readableHeaders,
  wallTimeText,
  type ReadableSettings,
} from './export-cells';
import { EXPORT_PARAMS, parseExportFormat } from './export-options';
import { LEAD_ORIGIN_FIELDS, withLeadOrigins, type LeadOrigins } from './lead-origin';
import { keysetKeys } from './keyset';
import { parseListOptions } from './query-options';
import { entityOrNotFound } from './request-body';
import { writeXlsx } from './xlsx-export';

type ExportParams = { appId: string; entity: string };
const PAGE_SIZE = 1000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The matching records, page by page: memory holds one page whatever the size of the export.
 * Sorts on server columns (the default, newest first) page by keyset, so records written
 * meanwhile are neither repeated nor skipped; other sorts page by offset.
 */
async function* recordPages(
  store: EntityStore,
  entity: EntityDefinition,
  query: Query,
  first: StoredRecord[],
) {
  const byKeyset = keysetKeys(query.sort ?? []) !== undefined;
  let page = first;
  let skip = 0;
  for (;;) {
    yield page;
    if (page.length < PAGE_SIZE) return;
    skip += page.length;
    const next = byKeyset ? { ...query, after: page.at(-1) } : { ...query, skip };
    page = await store.list(entity, next);
  }
}

/** Each page with its leads' source and campaign, read in bulk (other entities as they are). */
async function* withOrigins(
  pages: AsyncIterable<StoredRecord[]>,
  origins: LeadOrigins | undefined,
  entity: EntityDefinition,
  log: FastifyBaseLogger,
) {
  for await (const page of pages) yield await withLeadOrigins(origins, entity, page, log);
}

/** Cells as stored (`raw`): ISO dates, field values, lists joined by csv-format. */
const rawCells = (columns: readonly string[]) => (record: StoredRecord) =>
  columns.map((column) => record[column]);

/** Cells in words, dates in the site's time zone as the Excel export formats them. */
function wordCells(settings: ReadableSettings) {
  const dates = settings.columns.map((field) => isDateField(settings.entity, field));
  return (record: StoredRecord) =>
    readableCells(record, settings, dates).map((cell) =>
      cell instanceof Date ? wallTimeText(cell, settings.language) : cell,
    );
}

/** The CSV's lines, a page at a time: a header row, then one line per record. */
async function* csvText(
  pages: AsyncIterable<StoredRecord[]>,
  header: readonly string[],
  cells: (record: StoredRecord) => unknown[],
  delimiter: CsvDelimiter,
) {
  yield `\uFEFF${csvLine(header, delimiter)}`;
  for await (const page of pages) {
    yield page.map((record) => csvLine(cells(record), delimiter)).join('');
  }
}

/** The admins' names (else e-mails) by id, for an export that shows who a lead is assigned to. */
async function peopleNames(store: EntityStore, columns: readonly string[]) {
  const people = new Map<string, string>();
  if (!columns.includes('assignee_id')) return people;
  const users = await store.list(User, { filter: {}, fields: ['full_name', 'email'], limit: 5000 });
  for (const user of users) {
    const name =
      typeof user.full_name === 'string' && user.full_name.trim() ? user.full_name : user.email;
    people.set(user.id, String(name));
  }
  return people;
}

/** Answers a CSV download, streamed. */
function csv(reply: FastifyReply, entity: EntityDefinition, lines: AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(entity)}"`)
    .send(Readable.from(lines));
}

/**
 * `GET …/{Entity}/export` (the roles that may read the entity): the records matching `q`, in the
 * order of `sort`, with the columns of `fields` (default: every field), leads followed by their
 * `source` and `campaign`. A UTF-8 CSV download separated by `delimiter` (`,` or `;`), readable
 * in the language of `lang` (labels, local dates, values in words) or with `raw=true` as stored;
 * or with `format=xlsx` an Excel workbook in the language of `lang`.
 */
export function registerExportRoute(
  app: FastifyInstance,
  store: EntityStore,
  options: { timeZone: string; audit?: EntityAudit; leadOrigins?: LeadOrigins },
) {
  const audit = options.audit ?? NO_ENTITY_AUDIT;
  app.get<{ Params: ExportParams }>(
    '/:entity/export',
    { preHandler: requireEntityAccess('read') },
    async (request, reply) => {
      const entity = entityOrNotFound(request.params.entity);
      const params = { ...(request.query as Record<string, string | undefined>) };
      const format = parseExportFormat(params);
      for (const name of EXPORT_PARAMS) delete params[name];
      const list = parseListOptions(entity, params);
      const query: Query = {
        filter: ownFilter(request, entity, list.filter),
        sort: list.sort,
        fields: list.fields,
        limit: PAGE_SIZE,
      };
      // Read before answering: a bad filter is still answered as a JSON 400.
      const first = await store.list(entity, query);
      if (LEAD_ENTITIES.has(entity.name)) {
        // Counted before the download starts: the rows written meanwhile may differ by a few.
        const rows = await store.count(entity, list.filter);
        const summary = `Exported ${rows} ${entity.name} records (${format.kind}), ${filterText(list.filter)}`;
        await audit(request, { action: 'lead.exported', target_entity: entity.name, summary });
      }
      const origins = options.leadOrigins?.covers(entity) ? options.leadOrigins : undefined;
      const columns = [...csvColumns(entity, list.fields), ...(origins ? LEAD_ORIGIN_FIELDS : [])];
      const pages = withOrigins(
        recordPages(store, entity, query, first),
        origins,
        entity,
        request.log,
      );
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
      if (format.kind === 'csv' && format.raw) {
        return csv(reply, entity, csvText(pages, columns, rawCells(columns), format.delimiter));
      }
      const readable: ReadableSettings = {
        entity,
        columns,
        language: format.language,
        timeZone: options.timeZone,
        people: await peopleNames(store, columns),
      };
      if (format.kind === 'csv') {
        const header = readableHeaders(columns, format.language);
        return csv(reply, entity, csvText(pages, header, wordCells(readable), format.delimiter));
      }
      const body = new PassThrough();
      writeXlsx(body, pages, readable).catch((error: unknown) => {
        request.log.error({ err: error }, 'Excel export stopped on an error');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const name = exportFileName(entity, new Date(), 'xlsx');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(body);
    },
  );
}
