import type { FastifyInstance } from 'fastify';
import type { AnalyticsConfig } from '../../config';
import type { Database } from '../../db/database';
import { localDay } from '../local-time';
import { startRollups } from './rollup-offload';
import { refreshFacts } from '../stats/stats-facts-cache';

export const ROLLUP_INTERVAL_MS = 3_600_000;
/** The first run waits for the start to settle (migrations, seeding, warm caches). */
export const ROLLUP_FIRST_RUN_MS = 5_000;

/**
 * Rolls up the finished days shortly after start, then hourly (timers unref'd; a failed run is
 * logged and retried at the next tick). Every instance may run it: a day is replaced in one
 * transaction with the same figures. Each run then loads the instance's in-memory facts. On a
 * SQLite file the built server rolls up in a worker thread (decision 0037).
 */
export function registerRollupJob(
  app: FastifyInstance,
  database: Database,
  config: AnalyticsConfig & { databaseUrl?: string },
  now: () => number = Date.now,
) {
  if (!config.enabled) return;
  const { databaseUrl = ':memory:' } = config;
  let stopWorker: (() => Promise<unknown>) | undefined;
  let running: Promise<void> | undefined;
  let first: NodeJS.Timeout | undefined;
  let interval: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) return;
    const at = now();
    // This instance's in-memory facts follow the roll-ups (docs/decisions/0026): the days
    // rolled up again, then the days other instances rolled up.
    const window = { today: localDay(at, config.timeZone), rawDays: config.rawDays };
    const rollups = startRollups(database, databaseUrl, config, at);
    stopWorker = rollups.stop;
    running = rollups.done
      .then(async (days) => {
        const { thread } = rollups;
        if (days.length > 0) app.log.info({ days: days.length, thread }, 'analytics roll-up done');
        await refreshFacts(database, window, days);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'analytics roll-up failed'))
      .finally(() => {
        running = undefined;
        stopWorker = undefined;
      });
  };
  app.addHook('onReady', async () => {
    first = setTimeout(run, ROLLUP_FIRST_RUN_MS);
    first.unref();
    interval = setInterval(run, ROLLUP_INTERVAL_MS);
    interval.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    await stopWorker?.();
    await running;
  });
}
