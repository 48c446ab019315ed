import { NewsletterCampaign } from '@vitrine/contract/entities/newsletter-campaign';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { patchedData } from '../../db/json-data';
import { tableFor } from '../../db/table-names';
import { compileFilter } from '../../entities/filter-compiler';

const CAMPAIGNS = tableFor(NewsletterCampaign.name);

/** Why a campaign paused by a restore waits, in the record's `last_error` (shown to admins). */
export const RESTORED_PAUSE_MESSAGE =
  'Paused: this database was restored from a backup. Recipients who got the e-mail after the ' +
  'backup was taken are still counted as pending and would get it again. Resume, or cancel.';

/**
 * Pauses every campaign that is `sending` (decision 0051), marked `paused_reason: 'restored'`:
 * on a restored database its recipients still pending may have got the e-mail since the backup.
 * It resumes only when an admin asks. Answers how many were paused.
 */
export async function pauseSendingCampaigns(database: Database, now = new Date()) {
  const { dialect, db } = database;
  const where = compileFilter(dialect, NewsletterCampaign, { status: 'sending' });
  const paused = {
    status: 'paused',
    paused_reason: 'restored',
    last_error: RESTORED_PAUSE_MESSAGE,
  };
  const result = await sql`UPDATE ${sql.table(CAMPAIGNS)}
    SET data = ${patchedData(dialect, paused)}, updated_date = ${now.toISOString()}
    WHERE ${where}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
