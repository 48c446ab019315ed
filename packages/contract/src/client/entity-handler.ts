import type { HONEYPOT_FIELD } from '../honeypot';
import type { HttpTransport, RequestOptions } from './http-transport';

/** Mongo-style filter, sent as `q=JSON.stringify(query)`. */
export type EntityQuery = Record<string, unknown>;

/** The honeypot form field: accepted on create, a filled value makes the server drop the record. */
export type HoneypotField = { [K in typeof HONEYPOT_FIELD]?: string };

/**
 * How `exportFile` writes the records: a CSV separated by `,` or `;` (French Excel), readable in
 * `lang` (labels, local dates, values in words) or, with `raw`, field names and stored values
 * for machines; or an Excel workbook whose headers and values are in `lang`.
 */
export type ExportFileFormat =
  | { format: 'csv'; delimiter: ',' | ';'; lang: 'fr' | 'en' }
  | { format: 'csv'; delimiter: ',' | ';'; raw: true }
  | { format: 'xlsx'; lang: 'fr' | 'en' };

export interface DeleteResult {
  success: boolean;
}
export interface DeleteManyResult {
  success: boolean;
  deleted: number;
}
export interface UpdateManyResult {
  success: boolean;
  updated: number;
  has_more: boolean;
}
/** `importEntities`' answer: the created records, in the file's order (all or nothing). */
export interface ImportResult<TRecord = unknown> {
  status: 'success' | 'error';
  details: string | null;
  output: TRecord[] | null;
}

/** The calls available on `client.entities.<Entity>`. */
export interface EntityHandler<TInput, TRecord> {
  list(
    sort?: string,
    limit?: number,
    skip?: number,
    fields?: readonly string[],
    options?: RequestOptions,
  ): Promise<TRecord[]>;
  filter(
    query: EntityQuery,
    sort?: string,
    limit?: number,
    skip?: number,
    fields?: readonly string[],
    options?: RequestOptions,
  ): Promise<TRecord[]>;
  get(id: string, options?: RequestOptions): Promise<TRecord>;
  create(data: TInput & HoneypotField, options?: RequestOptions): Promise<TRecord>;
  update(id: string, data: Partial<TInput>, options?: RequestOptions): Promise<TRecord>;
  delete(id: string, options?: RequestOptions): Promise<DeleteResult>;
  deleteMany(query: EntityQuery, options?: RequestOptions): Promise<DeleteManyResult>;
  bulkCreate(records: readonly TInput[], options?: RequestOptions): Promise<TRecord[]>;
  bulkUpdate(
    records: readonly ({ id: string } & Partial<TInput>)[],
    options?: RequestOptions,
  ): Promise<TRecord[]>;
  /** `data` holds update operators, e.g. `{ $set: { … } }`. */
  updateMany(
    query: EntityQuery,
    data: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<UpdateManyResult>;
  count(query?: EntityQuery, options?: RequestOptions): Promise<number>;
  importEntities(
    file: Blob,
    filename?: string,
    options?: RequestOptions,
  ): Promise<ImportResult<TRecord>>;
  /**
   * The matching records as a CSV file (admins only): `id`, `created_date`, then `fields` or
   * every field. Ask for it through the client so the sign-in token goes with it.
   */
  exportCsv(
    query?: EntityQuery,
    sort?: string,
    fields?: readonly string[],
    options?: RequestOptions,
  ): Promise<Blob>;
  /** The matching records as a CSV with a chosen separator, or an Excel workbook (admins only). */
  exportFile(
    query: EntityQuery | undefined,
    sort: string | undefined,
    format: ExportFileFormat,
    options?: RequestOptions,
  ): Promise<Blob>;
}

/** The query string of a list call (`filter`, `list`, `count`), as the API parses it. */
export function listQuery(
  query: EntityQuery | undefined,
  sort: string | undefined,
  limit: number | undefined,
  skip: number | undefined,
  fields: readonly string[] | undefined,
): URLSearchParams {
  const params = new URLSearchParams();
  if (query !== undefined) params.set('q', JSON.stringify(query));
  if (sort) params.set('sort', sort);
  if (typeof limit === 'number') params.set('limit', String(limit));
  if (typeof skip === 'number') params.set('skip', String(skip));
  if (fields && fields.length > 0) params.set('fields', fields.join(','));
  return params;
}

/** Builds the handler for one entity, with paths under `/apps/{appId}/entities/{entityName}`. */
export function createEntityHandler<TInput, TRecord>(
  transport: HttpTransport,
  appId: string,
  entityName: string,
): EntityHandler<TInput, TRecord> {
  const base = `/apps/${encodeURIComponent(appId)}/entities/${encodeURIComponent(entityName)}`;
  const item = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const { request } = transport;

  return {
    list: (sort, limit, skip, fields, options) =>
      request({
        method: 'GET',
        path: base,
        query: listQuery(undefined, sort, limit, skip, fields),
        options,
      }),
    filter: (query, sort, limit, skip, fields, options) =>
      request({
        method: 'GET',
        path: base,
        query: listQuery(query, sort, limit, skip, fields),
        options,
      }),
    get: (id, options) => request({ method: 'GET', path: item(id), options }),
    create: (data, options) => request({ method: 'POST', path: base, body: data, options }),
    update: (id, data, options) => request({ method: 'PUT', path: item(id), body: data, options }),
    delete: (id, options) => request({ method: 'DELETE', path: item(id), options }),
    deleteMany: (query, options) => request({ method: 'DELETE', path: base, body: query, options }),
    bulkCreate: (records, options) =>
      request({ method: 'POST', path: `${base}/bulk`, body: records, options }),
    bulkUpdate: (records, options) =>
      request({ method: 'PUT', path: `${base}/bulk`, body: records, options }),
    updateMany: (query, data, options) =>
      request({ method: 'PATCH', path: `${base}/update-many`, body: { query, data }, options }),
    count: async (query, options) => {
      const params = listQuery(query, undefined, undefined, undefined, undefined);
      const result = await request<{ count: number }>({
        method: 'GET',
        path: `${base}/count`,
        query: params,
        options,
      });
      return result.count;
    },
    exportCsv: (query, sort, fields, options) =>
      request<Blob>({
        method: 'GET',
        path: `${base}/export`,
        query: listQuery(query, sort, undefined, undefined, fields),
        options,
        responseType: 'blob',
      }),
    exportFile: (query, sort, format, options) => {
      const params = listQuery(query, sort, undefined, undefined, undefined);
      params.set('format', format.format);
      if (format.format === 'csv') params.set('delimiter', format.delimiter);
      if ('raw' in format) params.set('raw', 'true');
      else params.set('lang', format.lang);
      return request<Blob>({
        method: 'GET',
        path: `${base}/export`,
        query: params,
        options,
        responseType: 'blob',
      });
    },
    importEntities: (file, filename, options) => {
      const form = new FormData();
      if (filename === undefined) form.append('file', file);
      else form.append('file', file, filename);
      return request({ method: 'POST', path: `${base}/import`, body: form, options });
    },
  };
}
