import { ANALYTICS_TABLES } from '../src/db/analytics-tables';
import type { TestApp } from './test-app';

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A visitor of the tests: a client address and a browser. */
export interface TestVisitor {
  address: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

/** A page view in the Base44 SDK's format (`page_url` a full URL, as our tracker sends). */
export function pageview(page: string, referrer = '', properties: object = {}) {
  return {
    event_name: 'pageview',
    properties: { referrer, ...properties },
    timestamp: new Date().toISOString(),
    page_url: `https://vitrine.example${page}`,
    user_id: null,
    session_id: null,
  };
}

export function engagement(page: string, engagedMs: number) {
  return {
    event_name: 'engagement',
    properties: { engaged_ms: engagedMs },
    page_url: `https://vitrine.example${page}`,
  };
}

/** Posts a batch as `visitor` (JSON unless `contentType` says otherwise). */
export function track(
  t: TestApp,
  visitor: TestVisitor,
  body: unknown,
  contentType = 'application/json',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}/analytics/track/batch`,
    remoteAddress: visitor.address,
    headers: {
      'content-type': contentType,
      'user-agent': visitor.userAgent ?? CHROME_WINDOWS,
      'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
      ...visitor.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export type AnalyticsTable = keyof typeof ANALYTICS_TABLES;

/** Every row of an analytics table, oldest first where rows have an order. */
export async function rowsOf(t: TestApp, table: AnalyticsTable) {
  const rows = await t.database.db.selectFrom(ANALYTICS_TABLES[table]).selectAll().execute();
  return rows as Record<string, unknown>[];
}

/** How many rows the visit, page view and conversion tables hold. */
export async function storedCounts(t: TestApp) {
  const count = async (table: AnalyticsTable) => (await rowsOf(t, table)).length;
  return {
    sessions: await count('sessions'),
    pageviews: await count('pageviews'),
    conversions: await count('conversions'),
  };
}
