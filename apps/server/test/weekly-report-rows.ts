import { ANALYTICS_TABLES } from '../src/db/analytics-tables';
import type { Database } from '../src/db/database';

/**
 * Known audience rows for the weekly report tests: the week of Monday 1 March 2027 (the report
 * is due Monday 8 March, 08:00 Paris time) and the week before. Future days: no roll-up job of
 * the test server has finished them, so the stats read these raw rows.
 */
export const FIXTURE_WEEK = { from: '2027-03-01', to: '2027-03-07' };
/** Monday 8 March 2027, 08:00 in Paris (winter time, UTC+1). */
export const REPORT_DUE = Date.parse('2027-03-08T07:00:00Z');

interface Visit {
  id: string;
  visitor: string;
  at: string;
  source: string;
  pages: string[];
  goal?: { goal: string; entity: string };
}

const VISITS: Visit[] = [
  // Last week: 3 visitors (day 2: two, day 3: one), 3 visits, 6 page views, 2 conversions.
  {
    id: 's1',
    visitor: 'v1',
    at: '2027-03-02T10:00:00Z',
    source: 'LinkedIn',
    pages: ['/', '/tarifs'],
    goal: { goal: 'Waitlist', entity: 'WaitlistSubscriber' },
  },
  { id: 's2', visitor: 'v2', at: '2027-03-02T11:00:00Z', source: 'Direct', pages: ['/'] },
  {
    id: 's3',
    visitor: 'v3',
    at: '2027-03-03T09:00:00Z',
    source: 'Google',
    pages: ['/tarifs', '/contact', '/tarifs'],
    goal: { goal: 'Contact', entity: 'ContactMessage' },
  },
  // The week before: one visitor, one page view.
  { id: 's9', visitor: 'v9', at: '2027-02-23T10:00:00Z', source: 'Direct', pages: ['/'] },
  // The morning of the report: in neither week.
  { id: 's10', visitor: 'v10', at: '2027-03-08T06:00:00Z', source: 'Bing', pages: ['/blog'] },
];

const localDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.parse(iso));

/** Writes the visits, their page views and conversions straight into the analytics tables. */
export async function insertReportFixtures(database: Database) {
  const { db } = database;
  for (const visit of VISITS) {
    const start = Date.parse(visit.at);
    const day = localDay(visit.at);
    const last = start + (visit.pages.length - 1) * 60_000;
    await db
      .insertInto(ANALYTICS_TABLES.sessions)
      .values({
        id: visit.id,
        visitor_id: visit.visitor,
        day,
        started_at: start,
        last_seen_at: last,
        pageviews: visit.pages.length,
        duration_ms: last - start,
        conversions: visit.goal ? 1 : 0,
        entry_page: visit.pages[0],
        exit_page: visit.pages.at(-1),
        source: visit.source,
      })
      .execute();
    for (const [index, page] of visit.pages.entries()) {
      await db
        .insertInto(ANALYTICS_TABLES.pageviews)
        .values({
          session_id: visit.id,
          visitor_id: visit.visitor,
          day,
          ts: start + index * 60_000,
          page,
          engaged_ms: 30_000,
        })
        .execute();
    }
    if (!visit.goal) continue;
    await db
      .insertInto(ANALYTICS_TABLES.conversions)
      .values({
        ts: last,
        day,
        goal: visit.goal.goal,
        entity: visit.goal.entity,
        record_id: `record-${visit.id}`,
        session_id: visit.id,
        visitor_id: visit.visitor,
        page: visit.pages.at(-1),
        entry_page: visit.pages[0],
        source: visit.source,
      })
      .execute();
  }
}
