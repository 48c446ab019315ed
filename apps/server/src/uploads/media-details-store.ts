import type { MediaDetails } from '@vitrine/contract/client/media-details';
import type { Database } from '../db/database';
import { MEDIA_DETAILS_TABLE } from '../db/schema-migrations/0020-media-details';

export const NO_DETAILS: MediaDetails = { title: '', alt_fr: '', alt_en: '' };

/** The library's title and alt texts of each upload (migration 0021): the one place they are read. */
export class MediaDetailsStore {
  constructor(private readonly database: Database) {}

  /** Every upload's details, by upload name (as many rows as uploads, which the library lists). */
  async all(): Promise<Map<string, MediaDetails>> {
    const rows = await this.database.db
      .selectFrom(MEDIA_DETAILS_TABLE)
      .select(['name', 'title', 'alt_fr', 'alt_en'])
      .execute();
    return new Map(
      rows.map((row) => [
        String(row.name),
        { title: String(row.title), alt_fr: String(row.alt_fr), alt_en: String(row.alt_en) },
      ]),
    );
  }

  /** Stores an upload's details, replacing those it had. */
  async save(name: string, details: MediaDetails, now = new Date()) {
    const row = { ...details, updated_date: now.toISOString() };
    await this.database.db
      .insertInto(MEDIA_DETAILS_TABLE)
      .values({ name, ...row })
      .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
      .execute();
  }

  /** Forgets the details of a removed upload. */
  async remove(name: string) {
    await this.database.db.deleteFrom(MEDIA_DETAILS_TABLE).where('name', '=', name).execute();
  }
}
