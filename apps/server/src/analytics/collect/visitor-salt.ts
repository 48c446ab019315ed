import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';

interface DaySalt {
  day: string;
  salt: Buffer;
}

/**
 * One random 32-byte salt per local day, shared by every instance of a database: each inserts
 * its own if the day has none, then reads the one that won. Creating a day's salt deletes the
 * earlier days' salts, so yesterday's visitor ids can never be computed again.
 */
export class VisitorSalts {
  private current: DaySalt | undefined;
  private pending: { day: string; salt: Promise<Buffer> } | undefined;

  constructor(private readonly database: Database) {}

  async saltFor(day: string): Promise<Buffer> {
    if (this.current?.day === day) return this.current.salt;
    if (this.pending?.day !== day) {
      const pending = {
        day,
        salt: this.load(day).then(
          (salt) => ((this.current = { day, salt }), salt),
          (error: unknown) => {
            // The next request tries again.
            if (this.pending === pending) this.pending = undefined;
            throw error;
          },
        ),
      };
      this.pending = pending;
    }
    return this.pending.salt;
  }

  private async load(day: string): Promise<Buffer> {
    const db = this.database.db;
    const table = ANALYTICS_TABLES.salts;
    const fresh = randomBytes(32).toString('base64');
    await sql`INSERT INTO ${sql.table(table)} (day, salt, created_at)
      VALUES (${day}, ${fresh}, ${Date.now()}) ON CONFLICT (day) DO NOTHING`.execute(db);
    const row = await db
      .selectFrom(table)
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    await db.deleteFrom(table).where('day', '<', day).execute();
    return Buffer.from(String(row.salt), 'base64');
  }
}
