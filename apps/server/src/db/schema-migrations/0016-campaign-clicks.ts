import type { Database } from '../database';

export const CAMPAIGN_LINKS_TABLE = 'newsletter_campaign_links';
export const CAMPAIGN_CLICKS_TABLE = 'newsletter_campaign_clicks';

/**
 * Migration 0016: the site links of each sent campaign and the clicks on them (decision 0063).
 * A link is stored once per campaign, numbered from 0, with its address as the e-mail names it
 * (UTM included); a click row is one recipient and link, with how many times they followed it.
 * An erased subscriber's rows keep their counts with `subscriber_id` null.
 */
export async function campaignClicks(database: Database) {
  await database.db.schema
    .createTable(CAMPAIGN_LINKS_TABLE)
    .ifNotExists()
    .addColumn('campaign_id', 'text', (column) => column.notNull())
    .addColumn('link_index', 'integer', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('newsletter_campaign_links_pk', ['campaign_id', 'link_index'])
    .execute();
  await database.db.schema
    .createTable(CAMPAIGN_CLICKS_TABLE)
    .ifNotExists()
    .addColumn('campaign_id', 'text', (column) => column.notNull())
    .addColumn('link_index', 'integer', (column) => column.notNull())
    .addColumn('subscriber_id', 'text')
    .addColumn('clicks', 'integer', (column) => column.notNull())
    .addColumn('first_at', 'text', (column) => column.notNull())
    .addColumn('last_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('newsletter_campaign_clicks_recipient', [
      'campaign_id',
      'link_index',
      'subscriber_id',
    ])
    .execute();
  await database.db.schema
    .createIndex('newsletter_campaign_clicks_subscriber')
    .ifNotExists()
    .on(CAMPAIGN_CLICKS_TABLE)
    .column('subscriber_id')
    .execute();
}
