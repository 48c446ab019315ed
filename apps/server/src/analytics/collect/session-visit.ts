import type { SessionRow } from './session-rows';
import type { TrackEvent } from './track-body';
import type { DeviceTraits } from './visitor-traits';
import { primaryLanguage } from './visitor-traits';

/** What the server knows of the visitor behind one request: nothing that identifies a person. */
export interface Visit {
  visitorId: string;
  /** The local day of the request, whose salt made `visitorId`. */
  day: string;
  traits: DeviceTraits;
  /** The primary language of `Accept-Language`, when the event gives none. */
  acceptLanguage: string | null;
  country: string | null;
  /** Referrers from these hosts are internal: they start no new source. */
  ownHosts: readonly string[];
}

type PageviewEvent = Extract<TrackEvent, { kind: 'pageview' }>;

/** The row of a visit that `event` starts, before the rest of its batch adds to it. */
export function newVisitRow(
  visit: Visit,
  event: PageviewEvent,
  id: string,
  origin: { source: string; referrer: string | null },
): SessionRow {
  const { page, campaign } = event.address;
  return {
    id,
    visitor_id: visit.visitorId,
    day: visit.day,
    started_at: event.ts,
    last_seen_at: event.ts,
    pageviews: 0,
    duration_ms: 0,
    conversions: 0,
    entry_page: page,
    exit_page: page,
    ...origin,
    ...campaign,
    ...visit.traits,
    language: primaryLanguage(event.language) ?? visit.acceptLanguage,
    country: visit.country,
  };
}
