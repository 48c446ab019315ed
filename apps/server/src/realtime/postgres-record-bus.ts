import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { StoredRecord } from '../entities/entity-records';
import { lazyModule } from '../platform/lazy-module';
import type { NoticeListener, RecordBus, RecordNotice } from './record-bus';

const pgModule = lazyModule<typeof pg>('pg');

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room for the frame. */
export const NOTICE_PAYLOAD_MAX = 7800;

export interface PostgresRecordBusOptions {
  connectionString: string;
  schema?: string;
  /** Sends `pg_notify(channel, payload)` through the pool. */
  notify: (channel: string, payload: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/** `vitrine_records[_schema]`, at most 63 characters (PostgreSQL's identifier limit). */
export function recordChannel(schema?: string) {
  const channel = schema ? `vitrine_records_${schema}` : 'vitrine_records';
  if (channel.length <= 63) return channel;
  const hash = createHash('sha1')
    .update(schema ?? '')
    .digest('hex');
  return `vitrine_records_${hash.slice(0, 16)}`;
}

/** A record larger than this travels as its id only, and is read again by the receivers. */
export const NOTICE_RECORD_MAX = 3000;

type Item =
  | [id: string, owner: string | null, visibleBefore: 0 | 1]
  | [id: string, owner: string | null, visibleBefore: 0 | 1, record: StoredRecord];
type Wire = { o: string; n: { e: string; t: RecordNotice['type']; r: Item[] }[] };

/**
 * Packs notices into payloads under NOTICE_PAYLOAD_MAX bytes, splitting a large one (a bulk
 * create) into several: `{o: origin, n: [{e: entity, t: type, r: [[id, owner, before,
 * record?]…]}]}`; a record over NOTICE_RECORD_MAX bytes travels as its id only.
 */
export function packNotices(origin: string, notices: RecordNotice[]) {
  const payloads: string[] = [];
  let current: Wire = { o: origin, n: [] };
  let size = JSON.stringify(current).length;
  const close = () => {
    if (current.n.length > 0) payloads.push(JSON.stringify(current));
    current = { o: origin, n: [] };
    size = JSON.stringify(current).length;
  };
  for (const notice of notices) {
    const headSize = JSON.stringify({ e: notice.entity, t: notice.type, r: [] }).length + 1;
    let part: Wire['n'][number] | undefined;
    for (const { id, owner, visibleBefore, record } of notice.items) {
      let item: Item = [id, owner ?? null, visibleBefore ? 1 : 0];
      if (record) item = [...item, record];
      let itemSize = Buffer.byteLength(JSON.stringify(item)) + 1;
      if (itemSize > NOTICE_RECORD_MAX) {
        item = [id, owner ?? null, visibleBefore ? 1 : 0];
        itemSize = Buffer.byteLength(JSON.stringify(item)) + 1;
      }
      if (size + (part ? 0 : headSize) + itemSize > NOTICE_PAYLOAD_MAX) {
        close();
        part = undefined;
      }
      if (!part) {
        part = { e: notice.entity, t: notice.type, r: [] };
        current.n.push(part);
        size += headSize;
      }
      part.r.push(item);
      size += itemSize;
    }
  }
  close();
  return payloads;
}

/**
 * Committed changes told to the other instances on one schema, through LISTEN/NOTIFY on a
 * dedicated connection opened at the first realtime connection (decision 0062). Best effort:
 * notices sent while it listens again after a drop are lost, and logged.
 */
export class PostgresRecordBus implements RecordBus {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly listeners = new Set<NoticeListener>();
  private pending: RecordNotice[] = [];
  private sending: Promise<void> = Promise.resolve();
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: PostgresRecordBusOptions) {
    this.channel = recordChannel(options.schema);
  }

  /** Notices of one event-loop turn share their NOTIFYs, sent one after another (in order). */
  publish(notice: RecordNotice) {
    if (this.closed) return;
    if (this.pending.length === 0) setImmediate(() => this.flush());
    this.pending.push(notice);
  }

  onNotice(listener: NoticeListener) {
    this.listeners.add(listener);
  }

  async start() {
    await this.listen();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
    await this.sending;
  }

  private flush() {
    const payloads = packNotices(this.origin, this.pending);
    this.pending = [];
    this.sending = this.sending.then(async () => {
      for (const payload of payloads) {
        await this.options.notify(this.channel, payload).catch((error: unknown) => {
          this.options.log.warn(
            { err: error },
            'a realtime event could not reach the other instances',
          );
        });
      }
    });
  }

  private async listen() {
    if (this.closed) return;
    const client = new (pgModule().Client)({
      connectionString: this.options.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => this.received(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      this.options.log.warn({ err: error }, 'cannot hear the realtime events of other instances');
      this.retry();
      return;
    }
    this.client = client;
  }

  private dropped(client: pg.Client) {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.options.log.warn('lost the realtime events of other instances; listening again');
    this.retry();
  }

  private retry() {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.listen(), 1000);
    this.retryTimer.unref();
  }

  private received(payload: string | undefined) {
    let wire: Wire;
    try {
      wire = JSON.parse(payload ?? '') as Wire;
    } catch {
      return;
    }
    if (wire.o === this.origin || !Array.isArray(wire.n)) return;
    for (const { e, t, r } of wire.n) {
      const notice: RecordNotice = {
        entity: e,
        type: t,
        items: r.map(([id, owner, before, record]) => ({
          id,
          owner: owner ?? undefined,
          visibleBefore: before === 1,
          ...(record ? { record } : {}),
        })),
      };
      for (const listener of this.listeners) listener(notice);
    }
  }
}
