import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { JobScheduler } from '../../platform/job-scheduler';
import type { JobDefinition } from '../../platform/scheduled-job';
import { sendWeeklyReports, type WeeklyReportDeps } from './weekly-report-job';
import { weeklyReportSettings } from './weekly-report-mail';
import { REPORT_CRON } from './weekly-report-week';

/** The longest the job waits between runs: a clock change or a suspended machine is caught within it. */
export const REPORT_RECHECK_MS = 60 * 60 * 1000;
/** After a failed run (database away), the next try comes sooner. */
const RETRY_MS = 5 * 60 * 1000;

export interface WeeklyReportSchedule {
  /** Clears the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

interface WeeklyReportJobOptions {
  recheckMs?: number;
  send?: typeof sendWeeklyReports;
}

/**
 * Runs the weekly report on Monday at 08:00 local time (`ANALYTICS_TIMEZONE`), on every instance:
 * each run queues only what no instance has queued yet (see `sendWeeklyReports`), so instances
 * need no leader. It also runs at start, which sends a report a stopped server missed, as long as
 * it is still Monday, and at most `recheckMs` after each run.
 */
function weeklyReportJob(
  deps: WeeklyReportDeps,
  log: FastifyBaseLogger,
  { recheckMs = REPORT_RECHECK_MS, send = sendWeeklyReports }: WeeklyReportJobOptions,
): JobDefinition {
  return {
    name: 'weekly_report',
    timing: {
      firstRunMs: 0,
      cron: REPORT_CRON,
      timeZone: deps.settings.timeZone,
      recheckMs,
      retryMs: RETRY_MS,
    },
    async run() {
      const queued = await send(deps, Date.now());
      if (queued > 0) log.info({ queued }, 'weekly audience reports queued');
    },
    onError: (error) => log.error({ err: error }, 'weekly audience reports failed'),
  };
}

/** Runs the weekly report on a scheduler of its own (the server adds it to its scheduler). */
export function scheduleWeeklyReports(
  deps: WeeklyReportDeps,
  log: FastifyBaseLogger,
  options: WeeklyReportJobOptions = {},
): WeeklyReportSchedule {
  const jobs = new JobScheduler(log);
  jobs.add(weeklyReportJob(deps, log, options));
  jobs.start();
  return jobs;
}

/**
 * Adds the weekly report to the server's scheduler (unless `ANALYTICS=false`; tests without the
 * mail worker run `sendWeeklyReports` themselves).
 */
export function registerWeeklyReports(
  jobs: JobScheduler,
  log: FastifyBaseLogger,
  config: Pick<AppConfig, 'publicUrl' | 'mail' | 'analytics'>,
  deps: Omit<WeeklyReportDeps, 'settings'>,
) {
  if (!config.analytics.enabled) return;
  const settings = weeklyReportSettings(config);
  jobs.add(weeklyReportJob({ ...deps, settings }, log, {}));
}
