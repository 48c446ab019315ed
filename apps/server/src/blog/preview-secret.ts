import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { APP_SECRETS_TABLE } from '../db/publishing-tables';

const NAME = 'preview-links';

/**
 * The key of the preview links: `PREVIEW_SECRET` when set, else one made at the first need and
 * kept in the database, so every instance (and every restart) signs and checks alike. The first
 * insert wins (`ON CONFLICT DO NOTHING`), then everyone reads the stored value.
 */
export function previewSecret(database: Database, configured: string | undefined) {
  let loading: Promise<Buffer> | undefined;
  async function load() {
    await database.db
      .insertInto(APP_SECRETS_TABLE)
      .values({
        name: NAME,
        value: randomBytes(32).toString('base64url'),
        created_date: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await database.db
      .selectFrom(APP_SECRETS_TABLE)
      .select('value')
      .where('name', '=', NAME)
      .executeTakeFirstOrThrow();
    return Buffer.from(String(row.value), 'utf8');
  }
  return (): Promise<Buffer> => {
    if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
