import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsRetention } from '../analytics/analytics';
import type { RetentionConfig } from '../config';
import type { EntityStore } from '../entities/entity-store';
import { JobScheduler } from '../platform/job-scheduler';
import type { JobDefinition } from '../platform/scheduled-job';
import { runRetention } from './retention-job';

export const RETENTION_INTERVAL_MS = 24 * 3_600_000;
/** The first run waits for the start to settle (migrations, seeding, warm caches). */
export const RETENTION_FIRST_RUN_MS = 60_000;

export interface RetentionSchedule {
  /** Clears the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

interface RetentionJobOptions {
  firstRunMs?: number;
  intervalMs?: number;
  analytics?: AnalyticsRetention;
}

/**
 * The retention job: shortly after start, then daily. A failed run is logged and retried at the
 * next tick. The log says how many records of each kind went, never which.
 */
function retentionJob(
  store: EntityStore,
  config: RetentionConfig,
  log: FastifyBaseLogger,
  {
    firstRunMs = RETENTION_FIRST_RUN_MS,
    intervalMs = RETENTION_INTERVAL_MS,
    analytics,
  }: RetentionJobOptions,
): JobDefinition {
  return {
    name: 'retention',
    timing: { firstRunMs, everyMs: intervalMs },
    async run() {
      const deleted = await runRetention(store, config, { analytics });
      log.info({ deleted }, 'retention job done');
    },
    onError: (error) => log.error({ err: error }, 'retention job failed'),
  };
}

/** Runs the retention job on a scheduler of its own (the server adds it to its scheduler). */
export function scheduleRetention(
  store: EntityStore,
  config: RetentionConfig,
  log: FastifyBaseLogger,
  options: RetentionJobOptions = {},
): RetentionSchedule {
  const jobs = new JobScheduler(log);
  jobs.add(retentionJob(store, config, log, options));
  jobs.start();
  return jobs;
}

/** Adds the daily job to the server's scheduler (unless `RETENTION_JOB=false`). */
export function registerRetentionJob(
  jobs: JobScheduler,
  store: EntityStore,
  config: RetentionConfig,
  log: FastifyBaseLogger,
  analytics?: AnalyticsRetention,
) {
  if (!config.enabled) return;
  jobs.add(retentionJob(store, config, log, { analytics }));
}
