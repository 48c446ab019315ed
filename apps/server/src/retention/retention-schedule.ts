import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AnalyticsRetention } from '../analytics/analytics';
import type { RetentionConfig } from '../config';
import type { EntityStore } from '../entities/entity-store';
import { runRetention } from './retention-job';

export const RETENTION_INTERVAL_MS = 24 * 3_600_000;
/** The first run waits for the start to settle (migrations, seeding, warm caches). */
export const RETENTION_FIRST_RUN_MS = 60_000;

export interface RetentionSchedule {
  /** Clears the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the retention job shortly after start, then daily. Timers are unref'd: they never keep
 * the process alive. A failed run is logged and retried at the next tick. The log says how
 * many records of each kind went, never which.
 */
export function scheduleRetention(
  store: EntityStore,
  config: RetentionConfig,
  log: FastifyBaseLogger,
  {
    firstRunMs = RETENTION_FIRST_RUN_MS,
    intervalMs = RETENTION_INTERVAL_MS,
    analytics,
  }: { firstRunMs?: number; intervalMs?: number; analytics?: AnalyticsRetention } = {},
): RetentionSchedule {
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) return;
    running = runRetention(store, config, { analytics })
      .then((deleted) => log.info({ deleted }, 'retention job done'))
      .catch((error: unknown) => log.error({ err: error }, 'retention job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, firstRunMs);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}

/** Starts the daily job with the server (unless `RETENTION_JOB=false`) and stops it on close. */
export function registerRetentionJob(
  app: FastifyInstance,
  store: EntityStore,
  config: RetentionConfig,
  analytics?: AnalyticsRetention,
) {
  if (!config.enabled) return;
  let schedule: RetentionSchedule | undefined;
  app.addHook('onReady', async () => {
    schedule = scheduleRetention(store, config, app.log, { analytics });
  });
  app.addHook('onClose', async () => schedule?.stop());
}
