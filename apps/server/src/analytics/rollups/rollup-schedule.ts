import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsConfig } from '../../config';
import type { Database } from '../../db/database';
import type { JobScheduler } from '../../platform/job-scheduler';
import { localDay } from '../local-time';
import { startRollups } from './rollup-offload';
import { refreshFacts } from '../stats/stats-facts-cache';

export const ROLLUP_INTERVAL_MS = 3_600_000;
/** The first run waits for the start to settle (migrations, seeding, warm caches). */
export const ROLLUP_FIRST_RUN_MS = 5_000;

/**
 * Rolls up the finished days shortly after start, then hourly (a failed run is logged and
 * retried at the next tick; a run still going at the next tick makes it skip). Every instance
 * may run it: a day is replaced in one transaction with the same figures. Each run then loads
 * the instance's in-memory facts. On a SQLite file the built server rolls up in a worker thread
 * (decision 0037), which the server's close stops.
 */
export function registerRollupJob(
  jobs: JobScheduler,
  log: FastifyBaseLogger,
  database: Database,
  config: AnalyticsConfig & { databaseUrl?: string },
  now: () => number = Date.now,
) {
  if (!config.enabled) return;
  const { databaseUrl = ':memory:' } = config;
  let stopWorker: (() => Promise<unknown>) | undefined;
  jobs.add({
    name: 'analytics_rollup',
    timing: { firstRunMs: ROLLUP_FIRST_RUN_MS, everyMs: ROLLUP_INTERVAL_MS },
    async run() {
      const at = now();
      // This instance's in-memory facts follow the roll-ups (docs/decisions/0026): the days
      // rolled up again, then the days other instances rolled up.
      const window = { today: localDay(at, config.timeZone), rawDays: config.rawDays };
      const rollups = startRollups(database, databaseUrl, config, at);
      stopWorker = rollups.stop;
      try {
        const days = await rollups.done;
        const { thread } = rollups;
        if (days.length > 0) log.info({ days: days.length, thread }, 'analytics roll-up done');
        await refreshFacts(database, window, days);
      } finally {
        stopWorker = undefined;
      }
    },
    onError: (error) => log.error({ err: error }, 'analytics roll-up failed'),
    interrupt: async () => stopWorker?.(),
  });
}
