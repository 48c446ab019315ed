import { NewsletterCampaign } from '@vitrine/contract/entities/newsletter-campaign';
import type { StoredRecord } from '../../entities/entity-records';
import type { EntityStore } from '../../entities/entity-store';

/** The figures of a sending campaign are told at most this often (one per batch otherwise). */
export const PROGRESS_INTERVAL_MS = 1000;

/**
 * Tells the record feed (realtime, webhooks) that a campaign changed, after the raw statements
 * of `CampaignState` committed (decision 0062): every status move, and the figures after a
 * batch at most once per PROGRESS_INTERVAL_MS and campaign. Remembers the last record told of
 * the campaigns sending here (one entry each, dropped when they stop), as the next `before`.
 */
export class CampaignAnnouncer {
  private readonly told = new Map<string, { at: number; record: StoredRecord }>();

  constructor(
    private readonly store: EntityStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reads the campaign as it is now and tells it; `before` as read before a status move. */
  async changed(id: string, before?: StoredRecord) {
    const record = await this.store.get(NewsletterCampaign, id);
    if (!record) return;
    const previous = before ?? this.told.get(id)?.record ?? record;
    if (record.status === 'sending') this.told.set(id, { at: this.now(), record });
    else this.told.delete(id);
    this.store.announce({
      entity: NewsletterCampaign.name,
      type: 'update',
      records: [record],
      before: [previous],
    });
  }

  /** After a batch's results committed: tells the figures unless told less than a second ago. */
  async progressed(id: string) {
    const last = this.told.get(id);
    if (last && this.now() - last.at < PROGRESS_INTERVAL_MS) return;
    await this.changed(id);
  }
}
