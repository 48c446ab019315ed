import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { sql } from 'kysely';
import type { TObject } from 'typebox';
import { openDatabase } from '../src/db/database';
import { tableFor } from '../src/db/table-names';

type Row = { id: string; data: string | Record<string, unknown> };

async function rowsOf(database: ReturnType<typeof openDatabase>, entity: string) {
  const { rows } = await sql<Row>`SELECT id, data FROM ${sql.table(tableFor(entity))}`.execute(
    database.db,
  );
  return rows.map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data));
}

/**
 * Reads every stored sign-up (and outbox e-mail) straight from the database: the e-mails, and how
 * many records do not validate against their schema (a half-written record would not).
 */
export async function storedSignUps(databaseUrl: string) {
  const database = openDatabase(databaseUrl, { poolSize: 2 });
  try {
    const signUps = await rowsOf(database, WaitlistSubscriber.name);
    const outbox = await rowsOf(database, OutboxEmail.name);
    const invalid = (schema: TObject, records: Record<string, unknown>[]) =>
      records.filter((data) => !validateRecord(schema, data).ok).length;
    return {
      total: signUps.length,
      emails: new Set(signUps.map((data) => String(data.email))),
      invalid: invalid(WaitlistSubscriber.schema, signUps) + invalid(OutboxEmail.schema, outbox),
      outbox: outbox.length,
    };
  } finally {
    await database.close();
  }
}
