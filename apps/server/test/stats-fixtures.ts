import { ANALYTICS_TABLES } from '../src/db/analytics-tables';
import type { Database } from '../src/db/database';

const t = ANALYTICS_TABLES;
const MINUTE = 60_000;

/** A visit of the fixtures: its pages are viewed a minute apart from `start`. */
export interface FixtureVisit {
  id: string;
  visitor: string;
  day: string;
  start: string;
  pages: string[];
  duration: number;
  dims?: Record<string, string | null>;
  /** Goals reached, each a minute after the last page view. */
  goals?: string[];
}

const DESKTOP = {
  device: 'Desktop',
  browser: 'Chrome',
  os: 'Windows',
  language: 'fr',
  country: 'FR',
};
const MOBILE = { device: 'Mobile', browser: 'Safari', os: 'iOS', country: null };
const LINKEDIN = {
  source: 'LinkedIn',
  referrer: 'linkedin.com',
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'printemps',
};

/**
 * Six visits over three local days in Europe/Paris; 29 March 2026 is the spring DST change (a
 * day of 23 hours). Visitor ids change every day, as the daily salt makes them.
 */
export const VISITS: FixtureVisit[] = [
  {
    id: 'v1',
    visitor: 'a1',
    day: '2026-03-28',
    start: '2026-03-28T10:00:00Z',
    pages: ['/', '/tarifs'],
    duration: 120_000,
    dims: { ...DESKTOP, source: 'Google', referrer: 'google.com' },
    goals: ['Waitlist'],
  },
  {
    id: 'v2',
    visitor: 'a1',
    day: '2026-03-28',
    start: '2026-03-28T15:00:00Z',
    pages: ['/blog'],
    duration: 0,
    dims: { ...DESKTOP, source: 'Direct' },
  },
  {
    id: 'v3',
    visitor: 'a2',
    day: '2026-03-28',
    start: '2026-03-28T11:00:00Z',
    pages: ['/tarifs'],
    duration: 30_000,
    dims: { ...MOBILE, ...LINKEDIN, language: 'en' },
  },
  {
    id: 'v4',
    visitor: 'b1',
    day: '2026-03-29',
    start: '2026-03-29T00:30:00Z',
    pages: ['/', '/tarifs', '/contact'],
    duration: 300_000,
    dims: { ...DESKTOP, source: 'Google', referrer: 'google.com' },
    goals: ['Contact'],
  },
  {
    id: 'v5',
    visitor: 'b2',
    day: '2026-03-29',
    start: '2026-03-29T20:00:00Z',
    pages: ['/en/'],
    duration: 0,
    dims: { ...MOBILE, source: 'Direct', language: 'en' },
  },
  {
    id: 'v6',
    visitor: 'c1',
    day: '2026-03-30',
    start: '2026-03-30T08:00:00Z',
    pages: ['/tarifs', '/'],
    duration: 60_000,
    dims: { ...MOBILE, ...LINKEDIN, language: 'fr' },
    goals: ['Demo'],
  },
];

/** A lead the tracker never saw (its visitor blocked the script): counted, in no visit. */
export const LONE_LEAD = {
  goal: 'Contact',
  day: '2026-03-28',
  ts: Date.parse('2026-03-28T12:00:00Z'),
};

let records = 0;

function conversionRow(goal: string, day: string, ts: number, visit?: FixtureVisit) {
  records += 1;
  const entities: Record<string, string> = {
    Waitlist: 'WaitlistSubscriber',
    Contact: 'ContactMessage',
    Demo: 'DemoRequest',
    Newsletter: 'NewsletterSubscriber',
  };
  return {
    ts,
    day,
    goal,
    entity: entities[goal] ?? goal,
    record_id: `record-${records}`,
    session_id: visit?.id ?? null,
    visitor_id: visit?.visitor ?? null,
    page: visit?.pages.at(-1) ?? null,
    entry_page: visit?.pages[0] ?? null,
    source: visit?.dims?.source ?? null,
  };
}

/** Inserts visits, their page views and their leads directly. */
export async function insertVisits(database: Database, visits: readonly FixtureVisit[] = VISITS) {
  for (const visit of visits) {
    const start = Date.parse(visit.start);
    const last = start + (visit.pages.length - 1) * MINUTE;
    await database.db
      .insertInto(t.sessions)
      .values({
        id: visit.id,
        visitor_id: visit.visitor,
        day: visit.day,
        started_at: start,
        last_seen_at: last,
        pageviews: visit.pages.length,
        duration_ms: visit.duration,
        conversions: visit.goals?.length ?? 0,
        entry_page: visit.pages[0],
        exit_page: visit.pages.at(-1),
        ...visit.dims,
      })
      .execute();
    await database.db
      .insertInto(t.pageviews)
      .values(
        visit.pages.map((page, index) => ({
          session_id: visit.id,
          visitor_id: visit.visitor,
          day: visit.day,
          ts: start + index * MINUTE,
          page,
          engaged_ms: 0,
        })),
      )
      .execute();
    for (const goal of visit.goals ?? []) {
      await database.db
        .insertInto(t.conversions)
        .values(conversionRow(goal, visit.day, last + MINUTE, visit))
        .execute();
    }
  }
}

export async function insertLoneLead(database: Database) {
  await database.db
    .insertInto(t.conversions)
    .values(conversionRow(LONE_LEAD.goal, LONE_LEAD.day, LONE_LEAD.ts))
    .execute();
}
