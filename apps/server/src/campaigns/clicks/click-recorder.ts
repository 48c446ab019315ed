import type { FastifyBaseLogger } from 'fastify';
import type { ClickStore } from './click-store';
import type { ClickTarget } from './click-tokens';

/** The most clicks waiting to be written; past it, clicks are not counted (and it is logged). */
export const MAX_PENDING_CLICKS = 10_000;
/** Clicks written per transaction. */
const CLICKS_PER_WRITE = 500;

/**
 * Counts clicks after the redirect has answered: they wait in memory (at most
 * `MAX_PENDING_CLICKS`) and are written in batches, one writer at a time, so a slow database
 * slows the counting, never the visitor.
 */
export class ClickRecorder {
  private pending: (ClickTarget & { at: string })[] = [];
  private writing: Promise<void> | undefined;
  private dropped = 0;

  constructor(
    private readonly store: ClickStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(click: ClickTarget) {
    if (this.pending.length >= MAX_PENDING_CLICKS) {
      if (this.dropped++ === 0)
        this.log.warn({ limit: MAX_PENDING_CLICKS }, 'campaign clicks: queue full, clicks dropped');
      return;
    }
    this.pending.push({ ...click, at: new Date().toISOString() });
    this.writing ??= this.drain().finally(() => (this.writing = undefined));
  }

  /** How many clicks wait (tests and the bound). */
  get size() {
    return this.pending.length;
  }

  /** Resolves once every click added so far is written (or given up on). */
  async flush() {
    while (this.writing) await this.writing;
  }

  private async drain() {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, CLICKS_PER_WRITE);
      try {
        await this.store.record(batch);
      } catch (error) {
        this.log.error({ err: error, clicks: batch.length }, 'campaign clicks: not recorded');
      }
    }
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'campaign clicks: dropped while the queue was full');
      this.dropped = 0;
    }
  }
}
