import type { Database } from '../db/database';
import { SITE_SETTINGS_TABLE } from '../db/schema-migrations/0010-totp';

/** How long an instance keeps the setting read (another instance's change shows after this). */
export const SECURITY_SETTINGS_TTL_MS = 5_000;

export interface SecuritySettings {
  require_two_factor: boolean;
}

const KEY = 'require_two_factor';

/** The site's security settings (`site_settings`), read at most every 5 s per instance. */
export class SecuritySettingsStore {
  private cached: { value: SecuritySettings; until: number } | undefined;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<SecuritySettings> {
    if (this.cached && this.cached.until > this.now()) return this.cached.value;
    const row = await this.database.db
      .selectFrom(SITE_SETTINGS_TABLE)
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    const value = { require_two_factor: row?.value === 'true' };
    this.cached = { value, until: this.now() + SECURITY_SETTINGS_TTL_MS };
    return value;
  }

  async set(settings: SecuritySettings) {
    const row = {
      key: KEY,
      value: String(settings.require_two_factor),
      updated_date: new Date(this.now()).toISOString(),
    };
    await this.database.db
      .insertInto(SITE_SETTINGS_TABLE)
      .values(row)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: row.value, updated_date: row.updated_date }),
      )
      .execute();
    this.cached = undefined;
    return this.get();
  }
}
