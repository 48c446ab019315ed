import { pauseSendingCampaigns } from './campaigns/campaigns';
import type { Database } from './db/database';
import { EntityStore } from './entities/entity-store';
import { OutboxStore } from './mail/mail';

export interface RestoreHold {
  /** Pending e-mails now held. */
  emails: number;
  /** Sending campaigns now paused. */
  campaigns: number;
}

/**
 * Makes a database safe to restore (decision 0051), in one transaction: every pending e-mail is
 * held, every sending campaign paused, until an admin chooses. `npm run backup` does it on the
 * copy; `npm run outbox -- hold` on a database restored with pg_restore, before the server starts.
 */
export async function holdRestoredMail(database: Database, now = new Date()): Promise<RestoreHold> {
  return database.db.transaction().execute(async (trx) => {
    const scoped: Database = { ...database, db: trx };
    const outbox = new OutboxStore(scoped, new EntityStore(scoped), true);
    const emails = await outbox.holdPending('restored', now);
    const campaigns = await pauseSendingCampaigns(scoped, now);
    return { emails, campaigns };
  });
}
