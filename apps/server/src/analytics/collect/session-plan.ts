import { randomBytes } from 'node:crypto';
import type { PageviewRow, SessionRow, TrackWrites } from './session-rows';
import type { LiveSession } from './session-tracker';
import { newVisitRow, type Visit } from './session-visit';
import type { TrackEvent } from './track-body';
import { TRACK_LIMITS } from './track-limits';
import { referrerHost, sourceOf } from './track-source';

type PageviewEvent = Extract<TrackEvent, { kind: 'pageview' }>;

/** What a batch did to one visit. */
interface Touched {
  session: LiveSession;
  /** Set when the batch started the visit. */
  row?: SessionRow;
  pageviews: number;
}

const GAP = TRACK_LIMITS.visitGapMs;

/**
 * A new visit's id: its start time (base 36, so ids sort by time) and 64 random bits. Visits
 * started together sit together in the indexes that hold their ids, so writing a page view
 * touches a few recent index pages instead of random ones (fewer pages per commit).
 */
function visitId(startedAt: number) {
  return `${startedAt.toString(36).padStart(9, '0')}${randomBytes(8).toString('base64url')}`;
}

const pageCapped = (ms: number) => Math.min(ms, TRACK_LIMITS.pageEngagedMs);

/** A visit lasts its span, plus the engaged time reported after its last event (one gap at most). */
function durationOf(session: LiveSession) {
  const span = session.lastSeenAt - session.startedAt;
  return Math.max(span, Math.min(session.engagedMs, span + GAP, TRACK_LIMITS.pageEngagedMs));
}

/** The events of one batch applied in order to the visitor's visit (`session`). */
export class BatchPlan {
  private readonly touched = new Map<string, Touched>();
  private readonly pageviews: PageviewRow[] = [];
  private readonly engagements: TrackWrites['engagements'] = [];
  /** The batch's latest view of each page, by visit: engagement lands on it before insert. */
  private readonly viewed = new Map<string, PageviewRow>();

  constructor(
    private readonly visit: Visit,
    public session: LiveSession | undefined,
  ) {}

  private open(at: number) {
    const session = this.session;
    if (!session || session.day !== this.visit.day || at - session.lastSeenAt > GAP)
      return undefined;
    return session;
  }

  private touch(session: LiveSession) {
    let touched = this.touched.get(session.id);
    if (!touched) {
      touched = { session, pageviews: 0 };
      this.touched.set(session.id, touched);
    }
    return touched;
  }

  private start(event: PageviewEvent) {
    const host = referrerHost(event.referrer);
    const external = host && !this.visit.ownHosts.includes(host) ? host : null;
    const { utm_source, utm_medium } = event.address.campaign;
    const source = sourceOf(external, utm_source, utm_medium);
    const row = newVisitRow(this.visit, event, visitId(event.ts), { source, referrer: external });
    const session: LiveSession = {
      id: row.id,
      visitorId: this.visit.visitorId,
      day: this.visit.day,
      startedAt: event.ts,
      lastSeenAt: event.ts,
      engagedMs: 0,
      exitPage: row.entry_page,
      pageviews: 0,
    };
    this.session = session;
    this.touch(session).row = row;
    return session;
  }

  add(event: TrackEvent) {
    if (event.kind === 'pageview') return this.pageview(event);
    const session = this.open(event.ts);
    // Engagement or a heartbeat after the visit ended starts nothing.
    if (!session) return;
    session.lastSeenAt = Math.max(session.lastSeenAt, event.ts);
    this.touch(session);
    if (event.kind === 'heartbeat') return;
    const page = event.page ?? session.exitPage;
    session.engagedMs = pageCapped(session.engagedMs + event.engagedMs);
    const view = this.viewed.get(`${session.id}\0${page}`);
    if (view) view.engaged_ms = pageCapped(view.engaged_ms + event.engagedMs);
    else this.engagements.push({ session_id: session.id, page, engaged_ms: event.engagedMs });
  }

  private pageview(event: PageviewEvent) {
    const session = this.open(event.ts) ?? this.start(event);
    const { page } = event.address;
    session.lastSeenAt = Math.max(session.lastSeenAt, event.ts);
    const touched = this.touch(session);
    // A visit of more page views than any person makes: the visit goes on, its views are not stored.
    if (session.pageviews >= TRACK_LIMITS.visitPageviews) return;
    session.pageviews += 1;
    session.exitPage = page;
    touched.pageviews += 1;
    const { visitorId, day } = this.visit;
    const view = {
      session_id: session.id,
      visitor_id: visitorId,
      day,
      ts: event.ts,
      page,
      engaged_ms: 0,
    };
    this.pageviews.push(view);
    this.viewed.set(`${session.id}\0${page}`, view);
  }

  writes(): TrackWrites {
    const writes: TrackWrites = {
      sessions: [],
      updates: [],
      pageviews: this.pageviews,
      engagements: this.engagements,
    };
    for (const { session, row, pageviews } of this.touched.values()) {
      const duration = durationOf(session);
      const figures = { last_seen_at: session.lastSeenAt, duration_ms: duration };
      if (row) {
        writes.sessions.push({ ...row, ...figures, pageviews, exit_page: session.exitPage });
        continue;
      }
      const exit = pageviews > 0 ? session.exitPage : null;
      writes.updates.push({ id: session.id, pageviews, ...figures, exit_page: exit });
    }
    return writes;
  }
}
