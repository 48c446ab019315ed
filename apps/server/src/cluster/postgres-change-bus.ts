import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { lazyModule } from '../platform/lazy-module';
import { ALL_ENTITIES, type ChangeBus, type ChangeListener } from './change-bus';

const pgModule = lazyModule<typeof pg>('pg');

export interface PostgresChangeBusOptions {
  /** The database's URL without `?schema=` (the listening connection is not pooled). */
  connectionString: string;
  /** Instances on one schema share a channel; other schemas (tests) never hear it. */
  schema?: string;
  /** Sends `pg_notify(channel, payload)`, through the pool. */
  notify: (channel: string, payload: string) => Promise<void>;
  log: FastifyBaseLogger;
  /** First and largest wait between two attempts to listen again. */
  retryDelayMs?: { first: number; max: number };
}

/** `vitrine_changes[_schema]`, at most 63 characters (PostgreSQL's identifier limit). */
export function changeChannel(schema?: string) {
  const channel = schema ? `vitrine_changes_${schema}` : 'vitrine_changes';
  if (channel.length <= 63) return channel;
  return `vitrine_changes_${createHash('sha1')
    .update(schema ?? '')
    .digest('hex')
    .slice(0, 16)}`;
}

/**
 * LISTEN/NOTIFY on one dedicated connection. Each payload is `<origin> <Entity,Entity…>`; an
 * instance ignores its own. When the connection drops it listens again (backing off), and then
 * tells its listeners ALL_ENTITIES, since notifications sent meanwhile were lost.
 */
export class PostgresChangeBus implements ChangeBus {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly listeners = new Set<ChangeListener>();
  private readonly pending = new Set<string>();
  private readonly retryDelayMs: { first: number; max: number };
  private client?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  private closed = false;

  constructor(private readonly options: PostgresChangeBusOptions) {
    this.channel = changeChannel(options.schema);
    this.retryDelayMs = options.retryDelayMs ?? { first: 100, max: 2000 };
  }

  /** Writes in the same event-loop turn share one NOTIFY. */
  publish(entity: string) {
    if (this.closed) return;
    if (this.pending.size === 0) setImmediate(() => this.flush());
    this.pending.add(entity);
  }

  onRemoteChange(listener: ChangeListener) {
    this.listeners.add(listener);
  }

  /** Listens once before the server answers; if that fails, keeps trying in the background. */
  async start() {
    await this.listen();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  /** Whether the listening connection is up (tests). */
  get listening() {
    return this.client !== undefined;
  }

  private flush() {
    const payload = `${this.origin} ${[...this.pending].join(',')}`;
    this.pending.clear();
    this.options.notify(this.channel, payload).catch((error: unknown) => {
      this.options.log.warn(
        { err: error },
        'could not tell the other instances about a change; their caches expire on their own',
      );
    });
  }

  private async listen() {
    if (this.closed) return;
    const client = new (pgModule().Client)({
      connectionString: this.options.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    const dropped = (error?: Error) => this.dropped(client, error);
    client.on('error', dropped);
    client.on('end', () => dropped());
    client.on('notification', (message) => this.received(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      this.retry(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    if (this.failures > 0) this.options.log.info('listening for changes again');
    this.failures = 0;
    this.client = client;
    // Whatever changed while nobody listened was not heard: start over.
    this.emit(ALL_ENTITIES);
  }

  private dropped(client: pg.Client, error?: Error) {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.retry(error);
  }

  private retry(error: unknown) {
    if (this.closed) return;
    if (this.failures === 0) {
      this.options.log.warn(
        { err: error },
        'lost the change notifications of the other instances; listening again',
      );
    }
    this.failures += 1;
    const delay = Math.min(
      this.retryDelayMs.first * 2 ** (this.failures - 1),
      this.retryDelayMs.max,
    );
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.listen(), delay);
    this.retryTimer.unref();
  }

  private received(payload: string | undefined) {
    if (!payload) return;
    const space = payload.indexOf(' ');
    if (space === -1 || payload.slice(0, space) === this.origin) return;
    for (const entity of payload.slice(space + 1).split(',')) if (entity) this.emit(entity);
  }

  private emit(entity: string) {
    for (const listener of this.listeners) {
      try {
        listener(entity);
      } catch (error) {
        this.options.log.error({ err: error }, 'a change listener failed');
      }
    }
  }
}
