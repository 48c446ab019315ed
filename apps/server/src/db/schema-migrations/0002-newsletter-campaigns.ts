import type { Database } from '../database';
import { createEntityTable } from '../entity-tables';

/**
 * Newsletter campaigns (decision 0027): the `NewsletterCampaign` entity table and the table of
 * each campaign's recipients. The subscriber's new `consent_note` and `bouncing` fields live in
 * its `data` and need no schema change. Names are spelt out, never read from the live ones.
 */
export async function newsletterCampaigns(database: Database) {
  await createEntityTable(database, {
    table: 'ent_newsletter_campaign',
    indexes: [{ fields: ['status', 'scheduled_at'] }],
  });
  await database.db.schema
    .createTable('newsletter_campaign_recipients')
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
    .addPrimaryKeyConstraint('newsletter_campaign_recipients_pk', ['campaign_id', 'subscriber_id'])
    .execute();
  await database.db.schema
    .createIndex('newsletter_campaign_recipients_due')
    .ifNotExists()
    .on('newsletter_campaign_recipients')
    .columns(['campaign_id', 'status', 'due_at'])
    .execute();
}
