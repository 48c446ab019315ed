import type { Campaign } from './track-page';

/** A new visit, inserted with its figures as of the batch that started it. */
export interface SessionRow extends Campaign {
  id: string;
  visitor_id: string;
  day: string;
  started_at: number;
  last_seen_at: number;
  pageviews: number;
  duration_ms: number;
  conversions: number;
  entry_page: string;
  exit_page: string;
  source: string;
  referrer: string | null;
  device: string;
  browser: string;
  os: string;
  language: string | null;
  country: string | null;
}

/** A visit stored earlier that this batch continues. */
export interface SessionUpdate {
  id: string;
  /** Page views this batch adds. */
  pageviews: number;
  last_seen_at: number;
  duration_ms: number;
  /** The batch's last page, or null when it had no page view. */
  exit_page: string | null;
}

export interface PageviewRow {
  session_id: string;
  visitor_id: string;
  day: string;
  ts: number;
  page: string;
  engaged_ms: number;
}

/** Time engaged on a page viewed in an earlier batch: its latest view of `page` in the visit. */
export interface EngagementUpdate {
  session_id: string;
  page: string;
  engaged_ms: number;
}

/** The writes of one batch (or of several, merged by the PostgreSQL writer). */
export interface TrackWrites {
  sessions: SessionRow[];
  updates: SessionUpdate[];
  pageviews: PageviewRow[];
  engagements: EngagementUpdate[];
}

export const SESSION_COLUMNS = [
  'id',
  'visitor_id',
  'day',
  'started_at',
  'last_seen_at',
  'pageviews',
  'duration_ms',
  'conversions',
  'entry_page',
  'exit_page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'device',
  'browser',
  'os',
  'language',
  'country',
] as const satisfies readonly (keyof SessionRow)[];

export const PAGEVIEW_COLUMNS = [
  'session_id',
  'visitor_id',
  'day',
  'ts',
  'page',
  'engaged_ms',
] as const satisfies readonly (keyof PageviewRow)[];
