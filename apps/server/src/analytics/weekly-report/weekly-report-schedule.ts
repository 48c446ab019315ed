import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { sendWeeklyReports, type WeeklyReportDeps } from './weekly-report-job';
import { weeklyReportSettings } from './weekly-report-mail';
import { nextReportTime } from './weekly-report-week';

/** The longest the timer sleeps: a clock change or a suspended machine is caught within it. */
export const REPORT_RECHECK_MS = 60 * 60 * 1000;
/** After a failed run (database away), the next try comes sooner. */
const RETRY_MS = 5 * 60 * 1000;

export interface WeeklyReportSchedule {
  /** Clears the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the weekly report on Monday at 08:00 local time, on every instance: each run queues only
 * what no instance has queued yet (see `sendWeeklyReports`), so instances need no leader. It
 * also runs at start, which sends a report a stopped server missed, as long as it is still
 * Monday. The timer is unref'd: it never keeps the process alive.
 */
export function scheduleWeeklyReports(
  deps: WeeklyReportDeps,
  log: FastifyBaseLogger,
  { recheckMs = REPORT_RECHECK_MS, send = sendWeeklyReports } = {},
): WeeklyReportSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const arm = (delayMs: number) => {
    if (stopped) return;
    const untilDue = nextReportTime(Date.now(), deps.settings.timeZone) - Date.now();
    timer = setTimeout(run, Math.max(0, Math.min(delayMs, untilDue)));
    timer.unref();
  };
  function run() {
    let delay = recheckMs;
    running = send(deps, Date.now())
      .then((queued) => {
        if (queued > 0) log.info({ queued }, 'weekly audience reports queued');
      })
      .catch((error: unknown) => {
        delay = RETRY_MS;
        log.error({ err: error }, 'weekly audience reports failed');
      })
      .finally(() => {
        running = undefined;
        arm(delay);
      });
  }

  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Runs the weekly report from the server's start to its close (unless `ANALYTICS=false`, or in
 * tests without the mail worker, which run `sendWeeklyReports` themselves).
 */
export function registerWeeklyReports(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'mail' | 'analytics'>,
  deps: Omit<WeeklyReportDeps, 'settings'>,
) {
  if (!config.analytics.enabled) return;
  let schedule: WeeklyReportSchedule | undefined;
  const settings = weeklyReportSettings(config);
  app.addHook('onReady', async () => {
    schedule = scheduleWeeklyReports({ ...deps, settings }, app.log);
  });
  app.addHook('onClose', async () => schedule?.stop());
}
