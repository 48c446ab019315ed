import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { fieldExpression } from '../db/field-expression';
import { DEFAULT_REGEX_TIME_LIMIT_MS, withStatementTimeout } from '../db/regex-time-limit';
import { tableFor } from '../db/table-names';
import { toRecord, type Query, type Row, type StoredRecord } from './entity-records';
import { compileFilter } from './filter-compiler';
import { resolveSortField } from './field-target';
import { afterCondition, keysetKeys } from './keyset';
import type { SortKey } from './query-options';
import { usesRegex } from './regex-filters';

/** Reads entity records: lists, counts and single records, filtered as the API allows. */
export class EntityReader {
  private readonly regexTimeLimitMs: number;

  /** `regexTimeLimitMs`: how long one statement's `$regex` matching may take (decision 0012). */
  constructor(
    private readonly database: Database,
    options: { regexTimeLimitMs?: number } = {},
  ) {
    this.regexTimeLimitMs = options.regexTimeLimitMs ?? DEFAULT_REGEX_TIME_LIMIT_MS;
  }

  /** The SQL condition of `filter`; writes that select records by filter use it too. */
  where(entity: EntityDefinition, filter: Record<string, unknown>) {
    return compileFilter(this.database.dialect, entity, filter, {
      regexTimeLimitMs: this.regexTimeLimitMs,
    });
  }

  /**
   * Runs a statement filtered by `filter`. A `$regex` filter is timed: on SQLite by the filter
   * compiler, on PostgreSQL with `statement_timeout`.
   */
  filtered<T>(db: Executor, filter: unknown, run: (db: Executor) => Promise<T>) {
    if (this.database.dialect !== 'postgres' || !usesRegex(filter)) return run(db);
    return withStatementTimeout(db, this.regexTimeLimitMs, run);
  }

  private orderBy(entity: EntityDefinition, sort: SortKey[]) {
    const keys = sort.map((key) => {
      const expr = resolveSortField(this.database.dialect, entity, key.field);
      return sql`${expr} ${sql.raw(key.descending ? 'DESC' : 'ASC')}`;
    });
    const tieBreak = sort[0]?.descending ? 'DESC' : 'ASC';
    return sql.join([...keys, sql`id ${sql.raw(tieBreak)}`]);
  }

  /** `data`, or only the requested declared fields of it, built in SQL so the rest is never read. */
  private dataColumn(entity: EntityDefinition, fields?: string[]) {
    if (!fields) return sql`data`;
    const properties = entity.schema.properties as Record<string, unknown>;
    const pairs = fields
      .filter((field) => Object.hasOwn(properties, field))
      .map(
        (field) => sql`${sql.lit(field)}, ${fieldExpression(this.database.dialect, field, 'json')}`,
      );
    const build = sql.raw(
      this.database.dialect === 'postgres' ? 'jsonb_build_object' : 'json_object',
    );
    return sql`${build}(${sql.join(pairs)})`;
  }

  /** `db`: a transaction to read in (the server's database otherwise). */
  async list(
    entity: EntityDefinition,
    query: Query,
    db: Executor = this.database.db,
  ): Promise<StoredRecord[]> {
    const table = sql.table(tableFor(entity.name));
    const sort = query.sort ?? [{ field: 'created_date', descending: true }];
    const data = this.dataColumn(entity, query.fields);
    let where = this.where(entity, query.filter);
    if (query.after) {
      const keys = keysetKeys(sort);
      if (!keys) throw new Error('Keyset paging needs a sort on id, created_date or updated_date');
      where = sql`(${where}) AND ${afterCondition(keys, query.after)}`;
    }
    const select = sql<Row>`SELECT id, ${data} AS data, created_date, updated_date, created_by FROM ${table}
      WHERE ${where}
      ORDER BY ${this.orderBy(entity, sort)}
      LIMIT ${query.limit ?? 5000} OFFSET ${query.skip ?? 0}`;
    const result = await this.filtered(db, query.filter, (executor) => select.execute(executor));
    return result.rows.map(toRecord);
  }

  async count(entity: EntityDefinition, filter: Record<string, unknown>) {
    const table = sql.table(tableFor(entity.name));
    const select = sql<{ total: number | string }>`SELECT COUNT(*) AS total FROM ${table}
      WHERE ${this.where(entity, filter)}`;
    const result = await this.filtered(this.database.db, filter, (db) => select.execute(db));
    return Number(result.rows[0]?.total ?? 0);
  }

  async get(entity: EntityDefinition, id: string, filter: Record<string, unknown> = {}) {
    const records = await this.list(entity, { filter: { $and: [{ id }, filter] }, limit: 1 });
    return records[0];
  }

  /** Checks the database answers; used by `/readyz`. */
  async ping() {
    await sql`SELECT 1`.execute(this.database.db);
  }
}
