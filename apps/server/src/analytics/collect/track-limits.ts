/** What one event batch may hold; more is refused whole (4xx) and nothing is stored. */
export const TRACK_LIMITS = {
  /** The Base44 SDK sends at most 30 events per batch. */
  events: 30,
  bodyBytes: 16 * 1024,
  eventNameChars: 64,
  pageUrlChars: 2048,
  /** A stored page path (percent-encoded, as stored) is cut to this length. */
  pageChars: 512,
  /**
   * A content-selecting query value kept in the page (`slug` of a post, `category`, `tag`,
   * `author` of the blog listing) is cut to this length once encoded: a post's slug is at most
   * 120 characters of `[a-z0-9-]`.
   */
  contentValueChars: 120,
  referrerChars: 2048,
  /** A referrer host longer than a DNS name can be is no host. */
  hostChars: 253,
  /** Page views past this many in one visit are not stored (the visit goes on). */
  visitPageviews: 1000,
  propertyKeys: 20,
  /** A `utm_*` value is cut to this length. */
  utmChars: 200,
  /** Engaged time one event reports: longer is cut to this (a visit's gap). */
  engagedMs: 30 * 60 * 1000,
  /** Engaged time on one page view, all events added up: longer is cut to this. */
  pageEngagedMs: 24 * 60 * 60 * 1000,
  /** A visit ends after this long with no event. */
  visitGapMs: 30 * 60 * 1000,
  /** Client timestamps are trusted this far back at most (a beacon of queued events). */
  clockSkewMs: 5 * 60 * 1000,
} as const;
