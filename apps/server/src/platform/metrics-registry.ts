import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { jobMetrics } from './job-metrics';
import type { JobFigures } from './scheduled-job';

/** Hits and misses of a cache since start. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/** Server renders of pages: running, waiting, and refused since start by reason. */
export interface RenderFigures {
  running: number;
  queued: number;
  refused: { busy: number; rate: number };
}

/** The password hash line's figures (decision 0039). */
export interface HashQueueCounts {
  running: number;
  waiting: number;
  hashed: number;
  refused: { full: number; gone: number };
}

/** What `/metrics` reads at scrape time; nothing here runs on a timer. */
export interface MetricSources {
  database: Database;
  /** Visitors' API reads of the published blog. */
  readCache: CacheCounts;
  /** Rendered blog pages and feeds; undefined when the web app is not served. */
  pageCache: () => CacheCounts | undefined;
  /** The render gate of pages not in the page cache; undefined without the web app. */
  renders?: () => RenderFigures | undefined;
  /** E-mails of the outbox waiting to be sent (a count query). */
  pendingEmails: () => Promise<number>;
  /** Failed sending attempts since start (0 without SMTP). */
  sendFailures: () => number;
  /** Analytics batches answered 200 and not counted since start, by reason. */
  analyticsDrops: () => Record<string, number>;
  /** Analytics values stored as `(other)` since start (past the day's distinct values). */
  analyticsOthered: () => number;
  passwordHashes: HashQueueCounts;
  /** Confirmation e-mails not queued since start: the daily cap was reached. */
  confirmationsHeld: () => number;
  /** The recurring jobs: next run, runs by outcome, last duration. */
  jobs: () => readonly JobFigures[];
  /** Webhook delivery attempts since start by outcome (a fixed set of labels, decision 0060). */
  webhookOutcomes?: () => Readonly<Record<string, number>>;
  /** Realtime connections now, updates sent by reader kind and clients dropped by reason. */
  realtime?: () => RealtimeCounts;
  /** The AI provider's calls, each told as it ends (decision 0076). */
  ai?: { onCall(listener: (call: AiCallFigures) => void): void };
  log: FastifyBaseLogger;
}

/** One ended (or refused) AI call; `purpose` and `outcome` come from fixed lists. */
export interface AiCallFigures {
  purpose: string;
  outcome: string;
  durationMs: number;
  usage?: { prompt: number; completion: number };
}

/** The realtime server's figures (decision 0062); labels are fixed sets. */
export interface RealtimeCounts {
  connections: number;
  sent: Record<'all' | 'own' | 'visitor', number>;
  dropped: Record<'slow' | 'ended', number>;
}

function realtimeMetrics(registry: Registry, read: () => RealtimeCounts) {
  gauge(
    registry,
    'vitrine_realtime_connections',
    'Realtime connections open on this instance.',
    () => read().connections,
  );
  new Counter({
    name: 'vitrine_realtime_updates_sent_total',
    help: 'Realtime update_model events sent since start, by reader: all (team), own (their own records), visitor.',
    labelNames: ['reader'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [reader, count] of Object.entries(read().sent)) this.inc({ reader }, count);
    },
  });
  new Counter({
    name: 'vitrine_realtime_dropped_total',
    help: 'Realtime clients disconnected since start: slow (past REALTIME_SEND_QUEUE_MAX), ended (their session ended).',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(read().dropped)) this.inc({ reason }, count);
    },
  });
}

/** Seconds; from a cached page (about 1 ms) to a slow import. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A counter whose value is another object's running total, copied at scrape time. */
function cacheCounter(
  registry: Registry,
  name: string,
  what: string,
  counts: () => CacheCounts | undefined,
) {
  return new Counter({
    name,
    help: `Lookups in the ${what}, by result (hit or miss).`,
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const current = counts();
      if (!current) return;
      this.reset();
      this.inc({ result: 'hit' }, current.hits);
      this.inc({ result: 'miss' }, current.misses);
    },
  });
}

/** A gauge set from `read` at scrape time. */
function gauge(registry: Registry, name: string, help: string, read: () => number) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

function databaseGauges(registry: Registry, database: Database) {
  const { pool, sqlite } = database;
  if (pool) {
    gauge(
      registry,
      'vitrine_db_pool_connections',
      'Open PostgreSQL connections of the pool.',
      () => pool.totalCount,
    );
    gauge(
      registry,
      'vitrine_db_pool_idle_connections',
      'Open PostgreSQL connections not in use.',
      () => pool.idleCount,
    );
    gauge(
      registry,
      'vitrine_db_pool_waiting_queries',
      'Queries waiting for a PostgreSQL connection of the pool.',
      () => pool.waitingCount,
    );
  }
  const postgres = database.postgres;
  if (postgres) {
    gauge(
      registry,
      'vitrine_postgres_group_commit_queue',
      'PostgreSQL writes waiting for a batch of the group commit (decision 0034).',
      () => postgres.groupCommit.pending,
    );
  }
  if (sqlite) {
    gauge(
      registry,
      'vitrine_sqlite_group_commit_queue',
      'SQLite writes waiting for the next group commit.',
      () => sqlite.groupCommit.pending,
    );
  }
}

function signInMetrics(registry: Registry, hashes: HashQueueCounts, database: Database) {
  gauge(
    registry,
    'vitrine_password_hash_running',
    'Password hashes computing now.',
    () => hashes.running,
  );
  gauge(
    registry,
    'vitrine_password_hash_waiting',
    'Sign-ins waiting for a password hash (PASSWORD_HASH_QUEUE_MAX at most).',
    () => hashes.waiting,
  );
  new Counter({
    name: 'vitrine_password_hashes_total',
    help: 'Password hashes started since start.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(hashes.hashed);
    },
  });
  new Counter({
    name: 'vitrine_password_hash_refusals_total',
    help: 'Sign-ins refused because the hash line was full (503), or dropped because their client had gone.',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ reason: 'full' }, hashes.refused.full);
      this.inc({ reason: 'client_gone' }, hashes.refused.gone);
    },
  });
  gauge(
    registry,
    'vitrine_storage_full',
    '1 while the last writes found the database disk full (507 STORAGE_FULL), else 0.',
    () => (database.storage.full ? 1 : 0),
  );
}

/**
 * The registry `/metrics` answers from: prom-client's default metrics (process, heap, garbage
 * collection, event-loop lag), request durations, and the server's own figures.
 */
export function createMetricsRegistry(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'vitrine_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  databaseGauges(registry, sources.database);
  signInMetrics(registry, sources.passwordHashes, sources.database);
  if (sources.realtime) realtimeMetrics(registry, sources.realtime);
  new Gauge({
    name: 'vitrine_outbox_pending_emails',
    help: 'E-mails of the outbox waiting to be sent (status pending), due or retrying later.',
    registers: [registry],
    async collect() {
      try {
        this.set(await sources.pendingEmails());
      } catch (error) {
        // The database is down: the scrape still answers; /readyz says why.
        sources.log.warn({ err: error }, 'metrics: the outbox could not be counted');
      }
    },
  });
  new Counter({
    name: 'vitrine_mail_send_failures_total',
    help: 'Failed e-mail sending attempts since start (each retry counts).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.sendFailures());
    },
  });
  new Counter({
    name: 'vitrine_analytics_dropped_total',
    help: 'Analytics batches answered 200 and not counted (cross_site, address_cap) since start.',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(sources.analyticsDrops()))
        this.inc({ reason }, count);
    },
  });
  new Counter({
    name: 'vitrine_analytics_other_values_total',
    help: 'Analytics values stored as (other): past ANALYTICS_DAY_VALUES distinct values that day.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.analyticsOthered());
    },
  });
  new Counter({
    name: 'vitrine_confirmation_emails_held_total',
    help: 'Confirmation e-mails to visitors not queued since start: the daily cap (CONFIRMATION_MAIL_DAILY_MAX) was reached.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.confirmationsHeld());
    },
  });
  cacheCounter(
    registry,
    'vitrine_page_cache_requests_total',
    'rendered-page cache',
    sources.pageCache,
  );
  cacheCounter(
    registry,
    'vitrine_read_cache_requests_total',
    'visitor read cache',
    () => sources.readCache,
  );
  renderMetrics(registry, sources.renders ?? (() => undefined));
  new Counter({
    name: 'vitrine_webhook_deliveries_total',
    help: 'Webhook delivery attempts since start by outcome (delivered, retried, failed, abandoned), and events not queued past WEBHOOK_QUEUE_MAX (dropped).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of Object.entries(sources.webhookOutcomes?.() ?? {}))
        this.inc({ outcome }, count);
    },
  });
  jobMetrics(registry, sources.jobs);
  if (sources.ai) aiMetrics(registry, sources.ai);
  return { registry, requestDuration };
}

function renderMetrics(registry: Registry, renders: () => RenderFigures | undefined) {
  gauge(
    registry,
    'vitrine_page_renders_running',
    'Server renders of pages running now.',
    () => renders()?.running ?? 0,
  );
  gauge(
    registry,
    'vitrine_page_renders_queued',
    'Server renders of pages waiting for a slot (at most RENDER_QUEUE_MAX).',
    () => renders()?.queued ?? 0,
  );
  new Counter({
    name: 'vitrine_page_renders_refused_total',
    help: 'Server renders refused since start: busy (503, queue full) or rate (429, per address).',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const figures = renders();
      this.reset();
      this.inc({ reason: 'busy' }, figures?.refused.busy ?? 0);
      this.inc({ reason: 'rate' }, figures?.refused.rate ?? 0);
    },
  });
}

/** Seconds; from a short suggestion to a long post translated, up to AI_TIMEOUT_MS's maximum. */
const AI_DURATION_BUCKETS = [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600];

/** The AI provider's calls (decision 0076): `purpose` and `outcome` are fixed lists. */
function aiMetrics(registry: Registry, ai: NonNullable<MetricSources['ai']>) {
  const requests = new Counter({
    name: 'vitrine_ai_requests_total',
    help: 'AI calls since start, by purpose and outcome (ok, timeout, provider_error, budget, busy, canceled).',
    labelNames: ['purpose', 'outcome'] as const,
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'vitrine_ai_tokens_total',
    help: 'Tokens of successful AI calls since start, by purpose and kind (prompt or completion), as the provider counted them (else estimated).',
    labelNames: ['purpose', 'kind'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'vitrine_ai_request_duration_seconds',
    help: 'Time of AI calls that reached the provider, waiting for a place included, by purpose.',
    labelNames: ['purpose'] as const,
    buckets: AI_DURATION_BUCKETS,
    registers: [registry],
  });
  ai.onCall(({ purpose, outcome, durationMs, usage }) => {
    requests.inc({ purpose, outcome });
    if (outcome === 'budget' || outcome === 'busy') return;
    duration.observe({ purpose }, durationMs / 1000);
    if (!usage) return;
    tokens.inc({ purpose, kind: 'prompt' }, usage.prompt);
    tokens.inc({ purpose, kind: 'completion' }, usage.completion);
  });
}
