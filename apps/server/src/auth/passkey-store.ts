import { randomUUID } from 'node:crypto';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import type { Database } from '../db/database';
import { PASSKEYS_TABLE } from '../db/schema-migrations/0013-passkeys';

/** Passkeys one account may hold; the eleventh is refused (409). */
export const MAX_PASSKEYS_PER_USER = 10;

/** A stored passkey: its public key (COSE, base64url) and signature counter, never a secret. */
export interface StoredPasskey {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: AuthenticatorTransportFuture[];
  name: string;
  created_date: string;
  last_used_date: string | null;
}

/** What the API shows of a passkey (no key material). */
export const publicPasskey = (passkey: StoredPasskey) => ({
  id: passkey.id,
  name: passkey.name,
  created_date: passkey.created_date,
  last_used_date: passkey.last_used_date,
});

type Row = Record<string, unknown>;

const fromRow = (row: Row): StoredPasskey => ({
  id: String(row.id),
  user_id: String(row.user_id),
  credential_id: String(row.credential_id),
  public_key: String(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(String(row.transports)) as AuthenticatorTransportFuture[],
  name: String(row.name),
  created_date: String(row.created_date),
  last_used_date: row.last_used_date == null ? null : String(row.last_used_date),
});

export type NewPasskey = Pick<
  StoredPasskey,
  'user_id' | 'credential_id' | 'public_key' | 'counter' | 'transports' | 'name'
>;

/** The passkeys table: one row per credential, at most MAX_PASSKEYS_PER_USER per account. */
export class PasskeyStore {
  constructor(private readonly database: Database) {}

  async listFor(userId: string) {
    const rows = await this.database.db
      .selectFrom(PASSKEYS_TABLE)
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_date')
      .orderBy('id')
      .execute();
    return (rows as Row[]).map(fromRow);
  }

  async find(id: string) {
    const row = await this.database.db
      .selectFrom(PASSKEYS_TABLE)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? fromRow(row as Row) : undefined;
  }

  async findByCredential(credentialId: string) {
    const row = await this.database.db
      .selectFrom(PASSKEYS_TABLE)
      .selectAll()
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
    return row ? fromRow(row as Row) : undefined;
  }

  async countFor(userId: string) {
    const row = await this.database.db
      .selectFrom(PASSKEYS_TABLE)
      .select((eb) => eb.fn.countAll().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number((row as Row | undefined)?.total ?? 0);
  }

  async add(passkey: NewPasskey, now = new Date()): Promise<StoredPasskey> {
    const stored: StoredPasskey = {
      ...passkey,
      id: randomUUID(),
      created_date: now.toISOString(),
      last_used_date: null,
    };
    await this.database.db
      .insertInto(PASSKEYS_TABLE)
      .values({ ...stored, transports: JSON.stringify(stored.transports) })
      .execute();
    return stored;
  }

  /** Stores the counter an assertion showed and the date it was used. */
  async recordUse(id: string, counter: number, now = new Date()) {
    await this.database.db
      .updateTable(PASSKEYS_TABLE)
      .set({ counter, last_used_date: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string) {
    const result = await this.database.db
      .deleteFrom(PASSKEYS_TABLE)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** Whether this account has a passkey (a second factor `auth/login` asks for). */
export async function hasPasskeys(database: Database, userId: string) {
  const row = await database.db
    .selectFrom(PASSKEYS_TABLE)
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
