import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../testing/machine-services';
import { openDatabase, type Database } from './database';
import type { Executor } from './executor';
import { PostgresGroupCommit } from './postgres-group-commit';

const baseUrl = testDatabaseUrl();

describe.skipIf(!baseUrl)('PostgreSQL group commit', () => {
  const schema = `group_${randomBytes(6).toString('hex')}`;
  let database: Database;

  beforeAll(async () => {
    const url = new URL(baseUrl!);
    url.searchParams.set('schema', schema);
    database = openDatabase(url.toString(), { poolSize: 4 });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(database.db);
    await sql`CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)`.execute(database.db);
  });
  afterAll(async () => {
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
    await database.close();
  });

  const note = (id: number, body = `note ${id}`) =>
    sql`INSERT INTO notes (id, body) VALUES (${id}, ${body}) RETURNING id`;

  it('commits writes of the same moment in shared transactions, and returns each its result', async () => {
    const group = new PostgresGroupCommit(database.db, 2);
    const transactions = new Set<string>();
    const writes = Array.from({ length: 40 }, (_, index) =>
      group.run(async (trx) => {
        const { rows } = await sql<{
          txid: string;
        }>`SELECT txid_current()::text AS txid`.execute(trx);
        transactions.add(rows[0]!.txid);
        return (await note(index + 1).execute(trx)).rows[0];
      }),
    );
    expect(await Promise.all(writes)).toEqual(
      Array.from({ length: 40 }, (_, i) => ({ id: i + 1 })),
    );
    // 40 writes, at most 64 per batch and two lanes: far fewer transactions than writes.
    expect(transactions.size).toBeLessThanOrEqual(2);
    const { rows } = await sql<{ count: string }>`SELECT count(*) FROM notes`.execute(database.db);
    expect(Number(rows[0]!.count)).toBe(40);
  });

  it('fails a failing write alone: the others of its batch are stored', async () => {
    const group = new PostgresGroupCommit(database.db, 1);
    const outcomes = await Promise.allSettled([
      group.run((trx) => note(101).execute(trx)),
      // The same id twice: the second one breaks the primary key.
      group.run((trx) => note(102).execute(trx)),
      group.run((trx) => note(102, 'again').execute(trx)),
      group.run((trx) => note(103).execute(trx)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const { rows } = await sql<{
      id: number;
      body: string;
    }>`SELECT id, body FROM notes WHERE id > 100 ORDER BY id`.execute(database.db);
    expect(rows).toEqual([
      { id: 101, body: 'note 101' },
      { id: 102, body: 'note 102' },
      { id: 103, body: 'note 103' },
    ]);
  });

  it('never runs more batches at once than it has lanes', async () => {
    const group = new PostgresGroupCommit(database.db, 2);
    let open = 0;
    let most = 0;
    const slow = () =>
      group.run(async (trx) => {
        open += 1;
        most = Math.max(most, open);
        await sql`SELECT pg_sleep(0.02)`.execute(trx);
        open -= 1;
      });
    // Each write in a turn of its own: a batch each, while the lanes allow.
    for (let index = 0; index < 6; index += 1) {
      void slow();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await group.run(async () => undefined);
    expect(most).toBe(2);
  });

  describe('bulk writes', () => {
    /** Notes of one batch in one multi-row INSERT; counts the statements it sends. */
    const statements: number[] = [];
    const notesAtOnce = (id: number, body = `bulk ${id}`) => ({
      kind: 'notes',
      input: { id, body },
      async many(trx: Executor, inputs: { id: number; body: string }[]) {
        statements.push(inputs.length);
        const rows = await trx
          .insertInto('notes')
          .values(inputs)
          .returning(['id', 'body'])
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        return inputs.map((input) => byId.get(input.id));
      },
    });

    it('runs the writes of one kind in a batch as one, and gives each its own result', async () => {
      statements.length = 0;
      const group = new PostgresGroupCommit(database.db, 1);
      const writes = Array.from({ length: 30 }, (_, index) =>
        group.runBulk(notesAtOnce(201 + index)),
      );
      const results = await Promise.all(writes);
      expect(results).toEqual(
        Array.from({ length: 30 }, (_, index) => ({
          id: 201 + index,
          body: `bulk ${201 + index}`,
        })),
      );
      // 30 writes of the same turn: one batch, one statement for all of them.
      expect(statements).toEqual([30]);
    });

    it('runs single writes and bulk writes of the same batch in one transaction', async () => {
      const group = new PostgresGroupCommit(database.db, 1);
      const transactions = new Set<string>();
      const txid = async (trx: Executor) => {
        const { rows } = await sql<{ txid: string }>`SELECT txid_current()::text AS txid`.execute(
          trx,
        );
        transactions.add(rows[0]!.txid);
      };
      const bulk = notesAtOnce(301);
      await Promise.all([
        group.run(async (trx) => txid(trx)),
        group.runBulk({
          ...bulk,
          many: async (trx, inputs) => (await txid(trx), bulk.many(trx, inputs)),
        }),
        group.runBulk(notesAtOnce(302)),
      ]);
      expect(transactions.size).toBe(1);
    });

    it('fails a failing bulk write alone: the others of its kind are stored', async () => {
      statements.length = 0;
      const group = new PostgresGroupCommit(database.db, 1);
      const settled = await Promise.allSettled([
        group.runBulk(notesAtOnce(401)),
        // null breaks NOT NULL: the whole statement fails, then each write runs alone.
        group.runBulk(notesAtOnce(402, null as unknown as string)),
        group.runBulk(notesAtOnce(403)),
      ]);
      expect(settled.map((result) => result.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(statements).toEqual([3, 1, 1, 1]);
      const { rows } = await sql<{
        id: number;
      }>`SELECT id FROM notes WHERE id > 400 AND id < 500 ORDER BY id`.execute(database.db);
      expect(rows.map((row) => row.id)).toEqual([401, 403]);
    });
  });
});
