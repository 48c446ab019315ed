/**
 * The tables of audience analytics (docs/decisions/0021-first-party-analytics.md). Times are
 * milliseconds since the epoch (`bigint`: PostgreSQL answers them as strings, so read them with
 * `Number()`); `day` is the local date (`YYYY-MM-DD`) in `ANALYTICS_TIMEZONE`. Nothing here
 * identifies a person: `visitor_id` is a hash made with a salt that lives one day. Migrations
 * create them (0001: `schema-migrations/baseline-analytics-tables.ts`) with names of their own.
 */
export const ANALYTICS_TABLES = {
  /** One secret salt per local day; the previous days' are deleted at rotation. */
  salts: 'analytics_salts',
  /** One row per visit: a visitor's page views with no gap over 30 minutes. */
  sessions: 'analytics_sessions',
  /** One row per page view, with the time engaged on it once the page is left. */
  pageviews: 'analytics_pageviews',
  /** One row per stored lead (a goal per entity), with the visit it came from. */
  conversions: 'analytics_conversions',
  /** Figures per local day, property and value, kept longer than the raw rows. */
  daily: 'analytics_daily',
  /** Figures per local day, filter property and value, broken-down property and value. */
  dailyPairs: 'analytics_daily_pairs',
  /** One row per admin and week whose audience report was queued: never two e-mails. */
  reportSends: 'analytics_report_sends',
} as const;

/** Attribution copied onto a conversion, so a lead's origin outlives the raw visit rows. */
export const CONVERSION_ATTRIBUTION = [
  'entry_page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
