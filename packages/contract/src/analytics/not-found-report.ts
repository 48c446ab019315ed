import Type from 'typebox';

/** The most requested missing addresses a report lists. */
export const NOT_FOUND_REPORT_MAX = 50;
/** The periods the report covers, in days (raw page views are kept `ANALYTICS_RAW_DAYS`, 90 by default). */
export const NOT_FOUND_PERIODS = [7, 30] as const;

/** `GET /api/apps/{appId}/redirects/not-found?days=…` (admins and editors, docs/api.md). */
export const NotFoundQuery = Type.Object({
  days: Type.Optional(Type.Union([Type.Literal('7'), Type.Literal('30')])),
});

/** A path visitors asked for that is no page of the site and that no redirect takes. */
export const NotFoundEntry = Type.Object({
  path: Type.String(),
  views: Type.Integer(),
  /** The last request, ISO 8601. */
  last_seen: Type.String(),
});
export type NotFoundEntry = Type.Static<typeof NotFoundEntry>;

/** The most requested first, at most NOT_FOUND_REPORT_MAX. */
export const NotFoundReport = Type.Object({
  days: Type.Integer(),
  entries: Type.Array(NotFoundEntry),
});
export type NotFoundReport = Type.Static<typeof NotFoundReport>;
