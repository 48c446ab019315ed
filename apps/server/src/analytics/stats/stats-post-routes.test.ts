import { PostFigures } from '@vitrine/contract/analytics/stats-api';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import Value from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord } from '../../../test/records';
import { signInTeam } from '../../../test/team';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { CHROME_WINDOWS, pageview, SAFARI_IPHONE, track } from '../../../test/track-events';
import { runRollups } from '../analytics';

const DAY_MS = 86_400_000;
const PARIS = { timeZone: 'Europe/Paris', rawDays: 90 };

describe.each(testDatabases())("a post's figures on $name", (testDatabase) => {
  const clock = { now: Date.parse('2026-03-10T09:00:00Z') };
  const t = useTestApp(testDatabase, {}, { analyticsClock: () => clock.now });
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const ids: Record<string, string> = {};
  const get = (id: string, query = '', headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/analytics/stats/posts/${id}${query}`,
      headers,
    });

  beforeAll(async () => {
    team = await signInTeam(t, 'figures');
    const store = t.app.services.store;
    const create = async (slug: string, language: string, createdBy: string) =>
      (await store.create(BlogPost, blogPostRecord(slug, { language }), { createdBy })).id;
    ids.fr = await create('ecrans-en-vitrine', 'fr', team.emails.author!);
    ids.en = await create('ecrans-en-vitrine', 'en', team.emails.editor!);
    ids.silent = await create('jamais-lu', 'fr', team.emails.author!);

    // Two visitors read the French post: one from LinkedIn who subscribes from it, one from
    // Google who reads it twice; a third reads the English post only.
    const reader = { address: '192.0.2.70' };
    await track(t, reader, {
      events: [
        pageview(
          '/blogpost?slug=ecrans-en-vitrine&utm_source=linkedin',
          'https://www.linkedin.com/',
        ),
        pageview('/tarifs'),
      ],
    });
    const subscribed = await t.app.inject({
      method: 'POST',
      url: `${t.base}/NewsletterSubscriber`,
      remoteAddress: reader.address,
      headers: {
        'user-agent': CHROME_WINDOWS,
        referer: 'http://localhost:80/blogpost?slug=ecrans-en-vitrine',
      },
      payload: { email: 'lectrice@example.fr', language: 'fr', consent: true },
    });
    expect(subscribed.statusCode).toBe(201);
    const searcher = { address: '192.0.2.71', userAgent: SAFARI_IPHONE };
    await track(t, searcher, {
      events: [
        pageview('/blogpost?slug=ecrans-en-vitrine', 'https://www.google.com/'),
        pageview('/blogpost?slug=ecrans-en-vitrine'),
      ],
    });
    await track(
      t,
      { address: '192.0.2.72' },
      {
        events: [pageview('/en/blogpost?slug=ecrans-en-vitrine', 'https://www.google.com/')],
      },
    );
  });

  it("answers the post's visitors, page views, sources and conversions, its own language only", async () => {
    const answer = await get(ids.fr!, '?period=7d');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const figures = answer.json() as PostFigures;
    expect(Value.Check(PostFigures, figures)).toBe(true);
    expect(figures).toMatchObject({
      page: '/blogpost?slug=ecrans-en-vitrine',
      from: '2026-03-04',
      to: '2026-03-10',
      visitors: 2,
      visits: 2,
      pageviews: 3,
      conversions: 1,
      conversion_rate: 50,
    });
    expect(figures.sources.map(({ value, visitors }) => [value, visitors])).toEqual([
      ['Google', 1],
      ['LinkedIn', 1],
    ]);
    expect(figures.goals.map(({ value, conversions }) => [value, conversions])).toEqual([
      ['Newsletter', 1],
    ]);

    const english = (await get(ids.en!, '?period=7d')).json() as PostFigures;
    expect(english).toMatchObject({
      page: '/en/blogpost?slug=ecrans-en-vitrine',
      visitors: 1,
      pageviews: 1,
      conversions: 0,
      goals: [],
    });
    expect((await get(ids.silent!)).json()).toMatchObject({ visitors: 0, sources: [], goals: [] });
  });

  it('counts the period asked for, and answers the same from the daily roll-ups', async () => {
    clock.now += 10 * DAY_MS;
    expect((await get(ids.fr!, '?period=7d')).json()).toMatchObject({ visitors: 0, pageviews: 0 });
    const raw = (await get(ids.fr!, '?period=30d')).json() as PostFigures;
    expect(raw).toMatchObject({ from: '2026-02-19', to: '2026-03-20', visitors: 2, pageviews: 3 });
    expect((await get(ids.fr!, '?period=90d')).json()).toMatchObject({ from: '2025-12-21' });

    expect((await runRollups(t.database, PARIS, clock.now)).length).toBeGreaterThan(0);
    expect((await get(ids.fr!, '?period=30d')).json()).toEqual(raw);
  });

  it("lets the post's writer and editors read it, nobody else, and refuses bad input", async () => {
    expect((await get(ids.fr!, '', team.headers.author)).statusCode).toBe(200);
    expect((await get(ids.en!, '', team.headers.editor)).statusCode).toBe(200);
    expect((await get(ids.fr!, '', team.headers.editor)).statusCode).toBe(200);
    const others = await get(ids.en!, '', team.headers.author);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(ids.fr!, '', team.headers.contributor)).statusCode).toBe(404);
    expect((await get(ids.fr!, '', team.headers.sales)).json()).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await get(ids.fr!, '', team.headers.user)).statusCode).toBe(403);
    expect((await get(ids.fr!, '', {})).statusCode).toBe(401);
    expect((await get('no-such-post')).statusCode).toBe(404);

    const badPeriod = await get(ids.fr!, '?period=12mo');
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await get(ids.fr!, '?date=2026-02-30')).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('date'),
    });
  });
});
