import type { Database } from '../database';
import { createEntityTable } from '../entity-tables';
import { createNewsletterTables } from '../newsletter-tables';

/**
 * Newsletter campaigns (decision 0027): the `NewsletterCampaign` entity table and the table of
 * each campaign's recipients. The subscriber's new `consent_note` and `bouncing` fields live in
 * its `data` and need no schema change.
 */
export async function newsletterCampaigns(database: Database) {
  await createEntityTable(database, {
    table: 'ent_newsletter_campaign',
    indexes: [{ fields: ['status', 'scheduled_at'] }],
  });
  await createNewsletterTables(database);
}
