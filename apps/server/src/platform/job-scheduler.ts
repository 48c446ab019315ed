import { ScheduledJob, type JobDefinition, type JobFigures, type JobLog } from './scheduled-job';

/** A job's name is a label of `/metrics`: a short fixed word, one per job. */
const JOB_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The server's recurring jobs (retention, roll-ups, weekly report, publication timer...): each on
 * its own timer, all planned when the server is ready and stopped when it closes. A job added
 * after the start is planned at once; one added after the stop never runs.
 */
export class JobScheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private state: 'new' | 'started' | 'stopped' = 'new';

  /** Failures of jobs without their own `onError` go to `log` (only counted without one). */
  constructor(private readonly log?: JobLog) {}

  add(definition: JobDefinition) {
    const { name } = definition;
    if (!JOB_NAME.test(name)) throw new Error(`A job's name is a label of /metrics: ${name}`);
    if (this.jobs.has(name)) throw new Error(`A job named ${name} is already scheduled`);
    const job = new ScheduledJob(definition, this.log);
    this.jobs.set(name, job);
    if (this.state === 'started') job.start();
    if (this.state === 'stopped') void job.stop();
    return job;
  }

  /** Plans every job's first run. */
  start() {
    if (this.state !== 'new') return;
    this.state = 'started';
    const now = Date.now();
    for (const job of this.jobs.values()) job.start(now);
  }

  /** Clears every timer and waits for the runs in progress. */
  async stop() {
    this.state = 'stopped';
    await Promise.all([...this.jobs.values()].map((job) => job.stop()));
  }

  figures(): JobFigures[] {
    return [...this.jobs.values()].map((job) => job.figures());
  }
}
