import type { Database } from './database';

/**
 * The audience of each newsletter campaign, taken when its sending starts: one row per
 * subscriber, and only their id (the address is read from the subscriber when their turn comes,
 * so an erased subscriber leaves nothing personal here). See decision 0027.
 */
export const CAMPAIGN_RECIPIENTS_TABLE = 'newsletter_campaign_recipients';

/** Creates the recipients table (idempotent); migration 0002. */
export async function createNewsletterTables(database: Database) {
  await database.db.schema
    .createTable(CAMPAIGN_RECIPIENTS_TABLE)
    .ifNotExists()
    .addColumn('campaign_id', 'text', (column) => column.notNull())
    .addColumn('subscriber_id', 'text', (column) => column.notNull())
    // `pending` (waiting, or claimed until `due_at`), `sent`, `failed` or `skipped`.
    .addColumn('status', 'text', (column) => column.notNull())
    // When a pending recipient may be claimed: now, a retry's time, or the end of a claim's lease.
    .addColumn('due_at', 'text', (column) => column.notNull())
    // The claim holding it (random per batch); results are written only under the same claim.
    .addColumn('claim', 'text')
    // Failed SMTP attempts so far (4xx, connection), against MAIL_RETRY_MAX.
    .addColumn('errors', 'integer', (column) => column.notNull().defaultTo(0))
    // 1 when this campaign's permanent refusal marked the subscriber bouncing.
    .addColumn('bounced', 'integer', (column) => column.notNull().defaultTo(0))
    // The last SMTP error, with any address in it replaced (`<address>`).
    .addColumn('error', 'text')
    .addColumn('done_at', 'text')
    .addPrimaryKeyConstraint(`${CAMPAIGN_RECIPIENTS_TABLE}_pk`, ['campaign_id', 'subscriber_id'])
    .execute();
  await database.db.schema
    .createIndex(`${CAMPAIGN_RECIPIENTS_TABLE}_due`)
    .ifNotExists()
    .on(CAMPAIGN_RECIPIENTS_TABLE)
    .columns(['campaign_id', 'status', 'due_at'])
    .execute();
}
