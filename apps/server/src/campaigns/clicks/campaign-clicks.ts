import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { storedSecret } from '../../db/stored-secret';
import type { EntityStore } from '../../entities/entity-store';
import { ClickRecorder } from './click-recorder';
import { ClickStore } from './click-store';
import { ClickTokens } from './click-tokens';

/**
 * Click counting of campaign e-mails (decision 0063): the signed tokens, the stored links and
 * clicks, and the queue that writes them. A subscriber deleted (erased) leaves their clicks
 * counted but no longer tied to them.
 */
export class CampaignClicks {
  readonly tokens: ClickTokens;
  readonly store: ClickStore;
  readonly recorder: ClickRecorder;
  private unlinking: Promise<void> = Promise.resolve();

  constructor(database: Database, entities: EntityStore, log: FastifyBaseLogger) {
    this.tokens = new ClickTokens(storedSecret(database, 'campaign-clicks'));
    this.store = new ClickStore(database);
    this.recorder = new ClickRecorder(this.store, log);
    entities.onRecords((change) => {
      if (change.entity !== NewsletterSubscriber.name || change.type !== 'delete') return;
      const ids = change.records.map((record) => record.id);
      this.unlinking = this.unlinking
        .then(() => this.store.unlink(ids))
        .catch((error: unknown) =>
          log.error({ err: error }, 'campaign clicks: erased subscribers not unlinked'),
        );
    });
  }

  /** Every click and unlinking asked for so far, written (tests; shutdown). */
  async settled() {
    await this.recorder.flush();
    await this.unlinking;
  }
}
