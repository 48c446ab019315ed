import { Readable } from 'node:stream';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyInstance } from 'fastify';
import { requireEntityAdmin } from './entity-access';
import { csvColumns, csvLine, exportFileName } from './csv-format';
import type { Query, StoredRecord } from './entity-records';
import type { EntityStore } from './entity-store';
import { keysetKeys } from './keyset';
import { parseListOptions } from './query-options';
import { entityOrNotFound } from './request-body';

type ExportParams = { appId: string; entity: string };
const PAGE_SIZE = 1000;

/**
 * The CSV, page by page: memory holds one page whatever the size of the export. Sorts on server
 * columns (the default, newest first) page by keyset, so records written meanwhile are neither
 * repeated nor skipped; other sorts page by offset.
 */
async function* csvPages(
  store: EntityStore,
  entity: EntityDefinition,
  query: Query,
  first: StoredRecord[],
  columns: string[],
) {
  yield `\uFEFF${csvLine(columns)}`;
  const byKeyset = keysetKeys(query.sort ?? []) !== undefined;
  let page = first;
  let skip = 0;
  for (;;) {
    yield page.map((record) => csvLine(columns.map((column) => record[column]))).join('');
    if (page.length < PAGE_SIZE) return;
    skip += page.length;
    const next = byKeyset ? { ...query, after: page.at(-1) } : { ...query, skip };
    page = await store.list(entity, next);
  }
}

/**
 * `GET …/{Entity}/export` (admins only): the records matching `q`, in the order of `sort`, with
 * the columns of `fields` (default: every field), as a UTF-8 CSV download.
 */
export function registerExportRoute(app: FastifyInstance, store: EntityStore) {
  app.get<{ Params: ExportParams }>(
    '/:entity/export',
    { preHandler: requireEntityAdmin },
    async (request, reply) => {
      const entity = entityOrNotFound(request.params.entity);
      const options = parseListOptions(entity, request.query as Record<string, string | undefined>);
      const query: Query = {
        filter: options.filter,
        sort: options.sort,
        fields: options.fields,
        limit: PAGE_SIZE,
      };
      // Read before answering: a bad filter is still answered as a JSON 400.
      const first = await store.list(entity, query);
      const columns = csvColumns(entity, options.fields);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(entity)}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(csvPages(store, entity, query, first, columns)));
    },
  );
}
