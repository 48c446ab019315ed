import { findEntity } from '@vitrine/contract/entities/entity-registry';
import type { FastifyBaseLogger } from 'fastify';
import type { RecordsChanged } from '../entities/entity-lifecycle';
import type { EntityStore } from '../entities/entity-store';
import { feedItems, type FeedEvent } from './feed-event';
import type { RecordBus, RecordNotice } from './record-bus';
import type { RealtimeHub } from './realtime-hub';
import { staffCapability } from '../entities/entity-access';

/** Events waiting to be delivered, in order; past it new ones are dropped (and logged). */
export const FEED_QUEUE_MAX = 10_000;

/** Changes to these records change who a connection is (a role, a disabled account, a key). */
const CALLER_ENTITIES = new Set(['User', 'ApiKey']);

/** Entities somebody may subscribe to: readable by a role, or by visitors. */
function subscribable(name: string) {
  const entity = findEntity(name);
  if (!entity) return undefined;
  return staffCapability(entity, 'read') !== null || entity.access.visitorRead ? entity : undefined;
}

/**
 * Committed changes to the hub, in commit order: this instance's from `store.onRecords`, the
 * others' from the record bus (their records read again here).
 */
export class RealtimeFeed {
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private started: Promise<void> | undefined;
  dropped = 0;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly store: EntityStore,
    private readonly bus: RecordBus,
    private readonly log: FastifyBaseLogger,
  ) {
    store.onRecords((change) => this.local(change));
    bus.onNotice((notice) => this.remote(notice));
  }

  /** Starts listening to the other instances at the first connection; resolves once it does. */
  listening() {
    this.started ??= this.bus.start();
    return this.started;
  }

  async close() {
    await this.bus.close();
    await this.chain;
  }

  /**
   * A change to an account or an API key, here or on another instance, applies to its
   * connections at once (ended, or leaving the rooms it no longer reads), not at the next recheck.
   */
  private callersChanged(entity: string, ids: string[]) {
    if (CALLER_ENTITIES.has(entity)) void this.hub.recheck(new Set(ids));
  }

  private local(change: RecordsChanged) {
    this.callersChanged(
      change.entity,
      change.records.map((record) => record.id),
    );
    const entity = subscribable(change.entity);
    if (!entity || change.records.length === 0) return;
    const event: FeedEvent = { entity, type: change.type, items: feedItems(entity, change) };
    this.bus.publish({
      entity: entity.name,
      type: event.type,
      items: event.items.map(({ id, owner, visibleBefore, record }) => ({
        id,
        owner,
        visibleBefore,
        record,
      })),
    });
    if (this.hub.listens(entity.name)) this.enqueue(async () => event);
  }

  private remote(notice: RecordNotice) {
    this.callersChanged(
      notice.entity,
      notice.items.map((item) => item.id),
    );
    const entity = subscribable(notice.entity);
    if (!entity || !this.hub.listens(entity.name)) return;
    this.enqueue(async () => {
      if (notice.type === 'delete') return { entity, type: notice.type, items: notice.items };
      // Records that came with the notice are sent as committed; the others are read again.
      const missing = notice.items.filter((item) => !item.record).map((item) => item.id);
      const records = missing.length
        ? await this.store.list(entity, { filter: { id: { $in: missing } }, limit: missing.length })
        : [];
      const byId = new Map(records.map((record) => [record.id, record]));
      // A record read again but deleted meanwhile: its delete follows.
      const items = notice.items
        .map((item) => (item.record ? item : { ...item, record: byId.get(item.id) }))
        .filter((item) => item.record !== undefined);
      return { entity, type: notice.type, items };
    });
  }

  private enqueue(event: () => Promise<FeedEvent>) {
    if (this.queued >= FEED_QUEUE_MAX) {
      this.dropped += 1;
      if (this.dropped === 1 || this.dropped % 1000 === 0) {
        this.log.warn({ dropped: this.dropped }, 'realtime events dropped: the queue is full');
      }
      return;
    }
    this.queued += 1;
    this.chain = this.chain
      .then(async () => this.hub.deliver(await event()))
      .catch((error: unknown) => this.log.warn({ err: error }, 'a realtime event was not sent'))
      .finally(() => {
        this.queued -= 1;
      });
  }
}
