import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './test-app';
import { TRACK_LIMITS } from '../src/analytics/collect/track-limits';
import { isConsolePage } from '../src/analytics/collect/track-page';
import { CHROME_WINDOWS, SAFARI_IPHONE, rowsOf, track } from './track-events';

const RUNS = Number(process.env.FUZZ_RUNS ?? 4000) / 10;
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

const anything = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);
/** Control characters (NUL included) in campaign values: PostgreSQL refuses NUL in text. */
const controlled = fc
  .tuple(
    fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'),
    fc.string({
      unit: fc.constantFrom('\0', '\u0001', '\n', '\u007f', '\u0085', 'a', 'é'),
      maxLength: 8,
    }),
  )
  .map(([key, value]) => `/x?${key}=${encodeURIComponent(value)}`);
// eslint-disable-next-line no-control-regex -- control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const pageUrl = fc.oneof(
  fc.constantFrom('/', '/tarifs?utm_source=linkedin', 'https://site.fr/blog/', '/admin/leads'),
  controlled,
  fc.constantFrom(`/${'{'.repeat(683)}`, '/Admin/leads', '/LOGIN'),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 60 }),
  anything,
);
const event = fc.record(
  {
    event_name: fc.oneof(
      fc.constantFrom(
        'pageview',
        'engagement',
        '__initialization_event__',
        '__session_duration_event__',
        '__user_heartbeat_event__',
        'Waitlist',
      ),
      anything,
    ),
    properties: fc.oneof(
      fc.record(
        {
          referrer: fc.oneof(fc.webUrl(), fc.string({ maxLength: 30 }), anything),
          language: anything,
          engaged_ms: fc.oneof(fc.nat(10_000_000), anything),
          sessionDuration: fc.oneof(fc.nat(), anything),
        },
        { requiredKeys: [] },
      ),
      anything,
    ),
    timestamp: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      anything,
    ),
    page_url: pageUrl,
    user_id: anything,
    session_id: anything,
  },
  { requiredKeys: ['event_name'] },
);
const batch = fc.oneof(
  { weight: 8, arbitrary: fc.record({ events: fc.array(event, { maxLength: 32 }) }) },
  { weight: 1, arbitrary: anything },
);

describe.each(testDatabases())('fuzzing the event batches on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { ANALYTICS_RATE_LIMIT: '100000' });

  it('answers generated batches with 200 or a 4xx {message, code}, never a 5xx', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        batch,
        fc.constantFrom(CHROME_WINDOWS, SAFARI_IPHONE),
        fc.ipV4(),
        async (body, userAgent, address) => {
          const answer = await track(t, { address, userAgent }, body);
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          expect([200, 400, 413]).toContain(answer.statusCode);
          if (answer.statusCode !== 200)
            expect(answer.json()).toMatchObject({
              message: expect.any(String),
              code: expect.any(String),
            });
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`track fuzz (${testDatabase.name}):`, Object.fromEntries(statuses));
    // Some generated batches are valid, so the storing path ran too.
    expect(statuses.get(200)).toBeGreaterThan(RUNS / 20);
  });

  it('stores generated page views without control characters, long pages or console pages', async () => {
    const views = fc.array(
      fc.record({ event_name: fc.constant('pageview'), page_url: fc.oneof(controlled, pageUrl) }),
      { minLength: 1, maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(views, fc.ipV4(), async (events, address) => {
        const answer = await track(t, { address }, { events });
        expect([200, 400]).toContain(answer.statusCode);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const visits = await rowsOf(t, 'sessions');
    const texts = visits.flatMap((row) => Object.values(row).filter((v) => typeof v === 'string'));
    expect(texts.filter((text) => CONTROL.test(text))).toEqual([]);
    expect(visits.some((row) => row.utm_source !== null)).toBe(true);
    const pages = (await rowsOf(t, 'pageviews')).map((row) => String(row.page));
    expect(pages.filter((page) => page.length > TRACK_LIMITS.pageChars)).toEqual([]);
    expect(pages.filter((page) => isConsolePage(page))).toEqual([]);
  });
});
