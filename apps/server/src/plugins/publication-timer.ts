import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { FastifyInstance } from 'fastify';
import { ALL_ENTITIES } from '../cluster/change-bus';
import type { EntityStore } from '../entities/entity-store';
import { JobScheduler } from '../platform/job-scheduler';
import type { ScheduledJob } from '../platform/scheduled-job';

/** The longest the timer sleeps before looking again (a date set far ahead, a missed change). */
export const PUBLICATION_RECHECK_MS = 60 * 60 * 1000;
/** After a failed look (database away), the next one comes sooner. */
const RETRY_MS = 60 * 1000;

export interface PublicationTimerOptions {
  store: EntityStore;
  /** Drops what visitors were shown of the blog (read cache, page cache). */
  onDue: () => void;
  recheckMs?: number;
  /** Told when looking for the next date fails (it tries again at the next change or recheck). */
  onError?: (error: unknown) => void;
  /** The scheduler its wake-ups join (the server's: `/metrics` shows the next); else one of its own. */
  jobs?: JobScheduler;
}

/**
 * A scheduled post (published, with a future `published_date`) becomes visible when its date
 * comes: no write happens then, so nothing would drop the caches. This timer sleeps until the
 * next such date, at most `recheckMs`, drops them when it wakes, and looks again; every change
 * to a post (here or on another instance) makes it look again too. Each instance runs its own.
 */
export class PublicationTimer {
  /** A one-shot planned again after each look. */
  private readonly job: ScheduledJob;
  private looking: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(private readonly options: PublicationTimerOptions) {
    const jobs = options.jobs ?? new JobScheduler();
    this.job = jobs.add({ name: 'publication_timer', run: () => this.fire() });
  }

  /** The next date a published post becomes visible, after `now`. */
  async nextDate(now = Date.now()) {
    const [next] = await this.options.store.list(BlogPost, {
      filter: { published: true, published_date: { $gt: new Date(now).toISOString() } },
      sort: [{ field: 'published_date', descending: false }],
      fields: ['published_date'],
      limit: 1,
    });
    return typeof next?.published_date === 'string' ? Date.parse(next.published_date) : undefined;
  }

  /** Looks for the next date and sleeps until it; calls made meanwhile make it look once more. */
  rearm() {
    if (this.closed) return;
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = this.arm().finally(() => {
      this.looking = undefined;
      if (!this.again) return;
      this.again = false;
      this.rearm();
    });
  }

  private async arm() {
    let recheck = this.options.recheckMs ?? PUBLICATION_RECHECK_MS;
    let next: number | undefined;
    try {
      next = await this.nextDate();
    } catch (error) {
      this.options.onError?.(error);
      recheck = Math.min(recheck, RETRY_MS);
    }
    if (this.closed) return;
    // One millisecond past the date, so that a read made when it fires includes the post.
    const due = next === undefined ? recheck : Math.min(next - Date.now() + 1, recheck);
    this.job.runAt(Date.now() + Math.max(due, 0));
  }

  /** Drops the caches on every wake-up, a recheck too: cheap, and it mends anything missed. */
  private fire() {
    try {
      this.options.onDue();
    } finally {
      this.rearm();
    }
  }

  /** Whether a change to `entity` may move the next date. */
  static concerns(entity: string) {
    return entity === BlogPost.name || entity === ALL_ENTITIES;
  }

  async close() {
    this.closed = true;
    await this.job.stop();
    await this.looking;
  }
}

/** Runs the timer from the server's start to its close, looking again after each post change. */
export function registerPublicationTimer(app: FastifyInstance) {
  const { store, readCache, changes } = app.services;
  const timer = new PublicationTimer({
    store,
    jobs: app.services.jobs,
    onDue: () => {
      readCache.invalidate(BlogPost.name);
      app.pageCache?.clear();
      app.cdnPurger?.purge(['blog']);
      // Scheduled posts whose date came: `post.published` (decision 0060).
      void app.services.webhooks
        .postsDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'post.published not queued'));
    },
    onError: (error) => app.log.error({ err: error }, 'Looking for the next scheduled post failed'),
  });
  const changed = (entity: string) => {
    if (PublicationTimer.concerns(entity)) timer.rearm();
  };
  store.on('*', { committed: changed });
  changes.onRemoteChange(changed);
  app.addHook('onReady', async () => timer.rearm());
  app.addHook('onClose', async () => timer.close());
  return timer;
}
