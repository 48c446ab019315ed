import { LRUCache } from 'lru-cache';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import type { TrackEvent } from './track-body';
import { TRACK_LIMITS } from './track-limits';
import type { TrackWrites } from './session-rows';
import { BatchPlan } from './session-plan';
import type { Visit } from './session-visit';

/** What this instance knows of a visitor's current visit. */
export interface LiveSession {
  id: string;
  visitorId: string;
  day: string;
  startedAt: number;
  lastSeenAt: number;
  /** Time engaged on its pages, as the tracker reported it. */
  engagedMs: number;
  exitPage: string;
  /** Page views stored in the visit: past `TRACK_LIMITS.visitPageviews`, none is. */
  pageviews: number;
}

const GAP = TRACK_LIMITS.visitGapMs;

/**
 * Sessionisation: a visit goes on while the visitor's events are at most 30 minutes apart.
 * Visits are kept in memory and looked up in the database on a miss, so instances sharing a
 * database mostly agree. `plan` turns a batch into the rows to write.
 */
export class SessionTracker {
  private readonly live = new LRUCache<string, LiveSession>({ max: 100_000 });
  private readonly lookups = new Map<string, Promise<LiveSession | undefined>>();

  constructor(private readonly database: Database) {}

  /** The visitor's visit that is still open at `now`, if any. */
  async current(visitorId: string, now: number): Promise<LiveSession | undefined> {
    const cached = this.live.get(visitorId);
    if (cached && now - cached.lastSeenAt <= GAP) return cached;
    let lookup = this.lookups.get(visitorId);
    if (!lookup) {
      lookup = this.lookUp(visitorId, now).finally(() => this.lookups.delete(visitorId));
      this.lookups.set(visitorId, lookup);
    }
    return lookup;
  }

  private async lookUp(visitorId: string, now: number) {
    const row = await this.database.db
      .selectFrom(ANALYTICS_TABLES.sessions)
      .select(['id', 'day', 'started_at', 'last_seen_at', 'duration_ms', 'exit_page', 'pageviews'])
      .where('visitor_id', '=', visitorId)
      .where('last_seen_at', '>=', now - GAP)
      .orderBy('last_seen_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const session: LiveSession = {
      id: String(row.id),
      visitorId,
      day: String(row.day),
      startedAt: Number(row.started_at),
      lastSeenAt: Number(row.last_seen_at),
      engagedMs: Number(row.duration_ms),
      exitPage: String(row.exit_page),
      pageviews: Number(row.pageviews),
    };
    // A batch planned while this lookup ran knows better.
    const cached = this.live.get(visitorId);
    if (cached && cached.lastSeenAt >= session.lastSeenAt) return cached;
    this.live.set(visitorId, session);
    return session;
  }

  /** Drops what this instance knows of the visitor's visit (after a write that failed). */
  forget(visitorId: string) {
    this.live.delete(visitorId);
  }

  /**
   * The rows of a batch of `visit` (synchronous, so batches of one visitor never interleave).
   * `known` is what `current` answered before the batch.
   */
  plan(visit: Visit, events: readonly TrackEvent[], known: LiveSession | undefined): TrackWrites {
    const batch = new BatchPlan(visit, this.live.get(visit.visitorId) ?? known);
    for (const event of events) batch.add(event);
    if (batch.session) this.live.set(visit.visitorId, batch.session);
    return batch.writes();
  }
}
