import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import { APP_SECRETS_TABLE } from './publishing-tables';

/**
 * A key made at the first need and kept in the database (`app_secrets`, under `name`), so every
 * instance (and every restart) signs and checks alike. The first insert wins (`ON CONFLICT DO
 * NOTHING`), then everyone reads the stored value; a failed load is tried again next time.
 */
export function storedSecret(database: Database, name: string) {
  let loading: Promise<Buffer> | undefined;
  async function load() {
    await database.db
      .insertInto(APP_SECRETS_TABLE)
      .values({
        name,
        value: randomBytes(32).toString('base64url'),
        created_date: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await database.db
      .selectFrom(APP_SECRETS_TABLE)
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return Buffer.from(String(row.value), 'utf8');
  }
  return (): Promise<Buffer> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
