import Type from 'typebox';

/**
 * The answers of the Stats API under `/api/apps/{appId}/analytics/` (admins only; docs/api.md,
 * docs/decisions/0024-analytics-queries.md). The server declares them as its routes' response
 * schemas, which serialize the answers: a field missing here is missing from the answer. The
 * client and the console take their types from the same schemas.
 */

/** The periods of the Stats API; `custom` reads `from` and `to` (local days, inclusive). */
export const STATS_PERIODS = ['day', '7d', '30d', 'month', '6mo', '12mo', 'custom'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The steps of a chart. */
export const STATS_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

const Count = () => Type.Integer({ minimum: 0 });

const figures = {
  /** Sum over the days of each day's distinct visitors. */
  visitors: Count(),
  /** Visits: a visitor's page views with no gap over 30 minutes. */
  visits: Count(),
  pageviews: Count(),
  /** Page views per visit, 2 decimals. */
  views_per_visit: Type.Number({ minimum: 0 }),
  /** % of visits with a single page view, integer. */
  bounce_rate: Count(),
  /** Mean seconds per visit, integer. */
  visit_duration: Count(),
  /** Stored leads (one per goal reached). */
  conversions: Count(),
  /** % of visitors who converted, one decimal. */
  conversion_rate: Type.Number({ minimum: 0 }),
};

/** The headline figures of a period. */
export const AggregateFigures = Type.Object(figures);
export type AggregateFigures = Type.Static<typeof AggregateFigures>;

/** `GET stats/aggregate`. */
export const AggregateResult = Type.Object({
  ...figures,
  /** With `compare`: the same figures over the period just before. */
  previous: Type.Optional(AggregateFigures),
  /**
   * With filters daily roll-ups cannot answer, when the period starts before raw retention: the
   * first day whose visits are kept; earlier days count nothing (docs/api.md).
   */
  filtered_since: Type.Optional(Type.String()),
});
export type AggregateResult = Type.Static<typeof AggregateResult>;

/** One point of the chart; `date` is the local day (`YYYY-MM-DD`), hour (`YYYY-MM-DD HH:00`), week's Monday or month's first day. */
export const TimeseriesPoint = Type.Object({
  date: Type.String(),
  visitors: Count(),
  pageviews: Count(),
  conversions: Count(),
});
export type TimeseriesPoint = Type.Static<typeof TimeseriesPoint>;

/** A chart's points, and with `compare` the period just before, point for point. */
export const Timeseries = Type.Object({
  results: Type.Array(TimeseriesPoint),
  previous: Type.Optional(Type.Array(TimeseriesPoint)),
});
export type Timeseries = Type.Static<typeof Timeseries>;

/** `GET stats/timeseries`: the points, or `{results, previous}` with `compare`. */
export const TimeseriesAnswer = Type.Union([Type.Array(TimeseriesPoint), Timeseries]);
export type TimeseriesAnswer = Type.Static<typeof TimeseriesAnswer>;

/** One row of a breakdown; sorted by visitors (most first), then value. */
export const BreakdownRow = Type.Object({
  value: Type.String(),
  visitors: Count(),
  pageviews: Count(),
  conversions: Count(),
  /** % of the row's visitors who converted, one decimal. */
  conversion_rate: Type.Number({ minimum: 0 }),
});
export type BreakdownRow = Type.Static<typeof BreakdownRow>;

/** `GET stats/breakdown` (JSON). */
export const BreakdownAnswer = Type.Array(BreakdownRow);

/** `GET stats/realtime`: distinct visitors seen in the last 5 minutes. */
export const RealtimeFigures = Type.Object({ visitors: Count() });
export type RealtimeFigures = Type.Static<typeof RealtimeFigures>;

const orNull = () => Type.Union([Type.String(), Type.Null()]);

/** `GET leads/{entity}/{id}`: where a lead came from, the visit that sent the form. */
export const LeadAttribution = Type.Object({
  goal: Type.String(),
  converted_at: Type.String(),
  page: orNull(),
  entry_page: orNull(),
  source: orNull(),
  referrer: orNull(),
  utm_source: orNull(),
  utm_medium: orNull(),
  utm_campaign: orNull(),
});
export type LeadAttribution = Type.Static<typeof LeadAttribution>;

/** The periods of a post's figures in its editor: the last 7, 30 or 90 days, ending today. */
export const POST_FIGURE_PERIODS = ['7d', '30d', '90d'] as const;
export type PostFigurePeriod = (typeof POST_FIGURE_PERIODS)[number];

/** Most sources a post's figures list. */
export const POST_FIGURE_SOURCES = 5;

/**
 * `GET stats/posts/{id}`: one post's audience (docs/decisions/0072-per-article-figures.md), the
 * page of its own language (`/blogpost?slug=…` or `/en/blogpost?slug=…`). `visitors` and
 * `visits` viewed it, `pageviews` are of it, `conversions` are the leads of visits that viewed
 * it; `sources` the first `POST_FIGURE_SOURCES` sources of those visits, `goals` their leads per
 * goal.
 */
export const PostFigures = Type.Object({
  page: Type.String(),
  from: Type.String(),
  to: Type.String(),
  visitors: Count(),
  visits: Count(),
  pageviews: Count(),
  conversions: Count(),
  conversion_rate: Type.Number({ minimum: 0 }),
  sources: Type.Array(BreakdownRow, { maxItems: POST_FIGURE_SOURCES }),
  goals: Type.Array(BreakdownRow),
});
export type PostFigures = Type.Static<typeof PostFigures>;
