import { ApiKey, type ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import { hashToken } from '../auth/auth';
import type { Database } from '../db/database';
import { API_KEY_SECRETS_TABLE } from '../db/schema-migrations/0015-api-keys';
import type { CreateLifecycle } from '../entities/entity-lifecycle';
import type { EntityStore } from '../entities/entity-store';
import { type ApiKeyCaller, apiKeyCaller } from './api-key-caller';
import { isApiKeyToken, newApiKeyToken, tokenPrefixOf } from './api-key-tokens';

/** `last_used_date` is written at most once per key in this time (bounded writes). */
export const KEY_LAST_USED_RESOLUTION_MS = 60_000;

interface Logger {
  warn(details: object, message: string): void;
}

/** A key about to be created: its input, the row of its secret, and the token to answer once. */
export interface PendingKey {
  token: string;
  input: Record<string, unknown>;
  lifecycle: CreateLifecycle;
  /** Throws when the secret could not be stored with the record (the key is then unusable). */
  assertStored(): void;
}

/** A lookup: the key whose token this is, and whether it has expired. */
type Found = { key: ApiKeyRecord; expired: boolean } | undefined;

/**
 * API keys (decision 0061): their tokens, stored as SHA-256 in `api_key_secrets`, and who a
 * token stands for. No cache: each request finds its key by the hash's primary key, then the
 * record by id, so a deleted key is refused on the very next request, on every instance.
 */
export class ApiKeys {
  /** Keys whose `last_used_date` is being written here now (at most one write per key). */
  private readonly touching = new Map<string, Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly store: EntityStore,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    // The secret goes with its record, however the record is deleted.
    store.on(ApiKey, {
      deleted: async (trx, { before }) => {
        const ids = before.map((record) => record.id);
        if (ids.length > 0)
          await trx.deleteFrom(API_KEY_SECRETS_TABLE).where('key_id', 'in', ids).execute();
      },
    });
  }

  /** A new token for a key to create from `input`; its hash is committed with the record. */
  prepare(input: Record<string, unknown>): PendingKey {
    const token = newApiKeyToken();
    let failure: unknown;
    const lifecycle: CreateLifecycle = {
      created: {
        rows: (record) => [
          {
            table: API_KEY_SECRETS_TABLE,
            values: {
              token_hash: hashToken(token),
              key_id: record.id,
              created_date: record.created_date,
            },
          },
        ],
        failed: (error) => {
          failure = error;
        },
      },
    };
    const rest = Object.fromEntries(
      Object.entries(input).filter(([field]) => field !== 'last_used_date'),
    );
    return {
      token,
      input: { ...rest, token_prefix: tokenPrefixOf(token) },
      lifecycle,
      assertStored: () => {
        if (failure !== undefined) throw failure;
      },
    };
  }

  private async find(token: string): Promise<Found> {
    if (!isApiKeyToken(token)) return undefined;
    const secret = await this.database.db
      .selectFrom(API_KEY_SECRETS_TABLE)
      .select('key_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!secret) return undefined;
    const key = (await this.store.get(ApiKey, String(secret.key_id))) as ApiKeyRecord | undefined;
    if (!key) return undefined;
    const expired = key.expires_date !== undefined && Date.parse(key.expires_date) <= this.now();
    return { key, expired };
  }

  /** The caller a valid key's token stands for; null for an unknown, deleted or expired key. */
  async callerFor(token: string): Promise<ApiKeyCaller | null> {
    const found = await this.find(token);
    if (!found || found.expired) return null;
    this.touch(found.key);
    return apiKeyCaller(found.key);
  }

  /** Why a key's token is refused (the answer of a 401): expired, or unknown (deleted or never made). */
  async refusal(token: string) {
    const found = await this.find(token);
    if (found?.expired) {
      return `This API key expired on ${found.key.expires_date}; an admin can create a new one`;
    }
    return 'This API key is not valid (unknown or deleted)';
  }

  /** Stamps `last_used_date` when the stored one is a minute old or more, in the background. */
  private touch(key: ApiKeyRecord) {
    const now = this.now();
    const last = key.last_used_date ? Date.parse(key.last_used_date) : 0;
    if (now - last < KEY_LAST_USED_RESOLUTION_MS || this.touching.has(key.id)) return;
    const stamp = { last_used_date: new Date(now).toISOString() };
    const write = this.store
      .update(ApiKey, key.id, stamp)
      .then(() => undefined)
      .catch((err: unknown) => this.log.warn({ err, key: key.id }, 'last_used_date not written'))
      .finally(() => this.touching.delete(key.id));
    this.touching.set(key.id, write);
  }

  /** Once the `last_used_date` writes under way are done (tests, shutdown). */
  async idle() {
    await Promise.all(this.touching.values());
  }
}
