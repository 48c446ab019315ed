import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import {
  CAMPAIGN_CLICKS_TABLE,
  CAMPAIGN_LINKS_TABLE,
} from '../../db/schema-migrations/0016-campaign-clicks';
import { tableFor } from '../../db/table-names';
import type { ClickTarget } from './click-tokens';

/** The most link addresses the redirect keeps in memory (they never change once stored). */
export const CACHED_LINKS = 5_000;

export interface LinkClicks {
  url: string;
  unique: number;
  total: number;
}

/** The links of sent campaigns and the clicks on them (migration 0016, decision 0063). */
export class ClickStore {
  private readonly cache = new Map<string, string>();

  constructor(private readonly database: Database) {}

  /** Stores a campaign's links as its e-mail names them; the first sender to do so wins. */
  async saveLinks(campaignId: string, links: readonly string[]) {
    if (links.length === 0) return;
    await this.database.db
      .insertInto(CAMPAIGN_LINKS_TABLE)
      .values(links.map((url, index) => ({ campaign_id: campaignId, link_index: index, url })))
      .onConflict((conflict) => conflict.columns(['campaign_id', 'link_index']).doNothing())
      .execute();
  }

  /** Where a link leads (its address with UTM); undefined when the campaign holds no such link. */
  async target(campaignId: string, linkIndex: number): Promise<string | undefined> {
    const key = `${campaignId}.${linkIndex}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = await this.database.db
      .selectFrom(CAMPAIGN_LINKS_TABLE)
      .select('url')
      .where('campaign_id', '=', campaignId)
      .where('link_index', '=', linkIndex)
      .executeTakeFirst();
    if (!row) return undefined;
    if (this.cache.size >= CACHED_LINKS) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(key, String(row.url));
    return String(row.url);
  }

  /**
   * Counts clicks: a new row per recipient and link, then one more on each further click. A click
   * of a subscriber who is no longer stored (erased, deleted) is not counted: their old e-mail's
   * links must not tie new rows to them again.
   */
  async record(clicks: readonly (ClickTarget & { at: string })[]) {
    await this.database.db.transaction().execute(async (trx) => {
      const ids = [...new Set(clicks.map((click) => click.subscriberId))];
      const stored = ids.length
        ? await trx
            .selectFrom(tableFor(NewsletterSubscriber.name))
            .select('id')
            .where('id', 'in', ids)
            .execute()
        : [];
      const known = new Set(stored.map((row) => String(row.id)));
      for (const click of clicks) {
        if (!known.has(click.subscriberId)) continue;
        await trx
          .insertInto(CAMPAIGN_CLICKS_TABLE)
          .values({
            campaign_id: click.campaignId,
            link_index: click.linkIndex,
            subscriber_id: click.subscriberId,
            clicks: 1,
            first_at: click.at,
            last_at: click.at,
          })
          .onConflict((conflict) =>
            conflict.columns(['campaign_id', 'link_index', 'subscriber_id']).doUpdateSet((eb) => ({
              clicks: eb(eb.ref(`${CAMPAIGN_CLICKS_TABLE}.clicks`), '+', 1),
              last_at: eb.ref('excluded.last_at'),
            })),
          )
          .execute();
      }
    });
  }

  /** Erased subscribers: their clicks stay counted, no longer tied to them. */
  async unlink(subscriberIds: readonly string[]) {
    for (let start = 0; start < subscriberIds.length; start += 500) {
      await this.database.db
        .updateTable(CAMPAIGN_CLICKS_TABLE)
        .set({ subscriber_id: null })
        .where('subscriber_id', 'in', subscriberIds.slice(start, start + 500))
        .execute();
    }
  }

  /** Each link of a campaign with its unique (recipients) and total clicks, in e-mail order. */
  async clicksOf(campaignId: string): Promise<LinkClicks[]> {
    const rows = await this.database.db
      .selectFrom(`${CAMPAIGN_LINKS_TABLE} as l`)
      .leftJoin(`${CAMPAIGN_CLICKS_TABLE} as c`, (join) =>
        join
          .onRef('c.campaign_id', '=', 'l.campaign_id')
          .onRef('c.link_index', '=', 'l.link_index'),
      )
      .select((eb) => [
        'l.url as url',
        eb.fn.count('c.clicks').as('unique'),
        eb.fn.sum('c.clicks').as('total'),
      ])
      .where('l.campaign_id', '=', campaignId)
      .groupBy(['l.link_index', 'l.url'])
      .orderBy('l.link_index')
      .execute();
    return rows.map((row) => ({
      url: String(row.url),
      unique: Number(row.unique ?? 0),
      total: Number(row.total ?? 0),
    }));
  }

  /** Deletes the links and clicks of deleted campaigns, in their transaction. */
  static async deleteFor(trx: Executor, campaignIds: readonly string[]) {
    for (const table of [CAMPAIGN_CLICKS_TABLE, CAMPAIGN_LINKS_TABLE]) {
      await trx.deleteFrom(table).where('campaign_id', 'in', campaignIds).execute();
    }
  }
}
