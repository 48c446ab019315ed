import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobFigures } from './scheduled-job';

/** The recurring jobs' series, one `job` label per registered job, read at scrape time. */
export function jobMetrics(registry: Registry, jobs: () => readonly JobFigures[]) {
  new Gauge({
    name: 'vitrine_job_next_run_timestamp_seconds',
    help: 'When each recurring job runs next (Unix time); no series while none is planned.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, nextRunAt } of jobs())
        if (nextRunAt !== undefined) this.set({ job: name }, nextRunAt / 1000);
    },
  });
  new Counter({
    name: 'vitrine_job_runs_total',
    help: 'Runs of each recurring job since start, by outcome: ok, failed, or skipped (due while the previous run was still going).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, runs } of jobs())
        for (const [outcome, count] of Object.entries(runs))
          this.inc({ job: name, outcome }, count);
    },
  });
  new Gauge({
    name: 'vitrine_job_last_run_duration_seconds',
    help: 'How long the last ended run of each recurring job took.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, lastRun } of jobs())
        if (lastRun) this.set({ job: name }, lastRun.durationMs / 1000);
    },
  });
}
