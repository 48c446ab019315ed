import {
  AggregateResult,
  BreakdownAnswer,
  RealtimeFigures,
  TimeseriesAnswer,
} from '@vitrine/contract/analytics/stats-api';
import { User } from '@vitrine/contract/entities/user';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLoneLead, insertVisits } from '../../../test/stats-fixtures';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { pageview, track } from '../../../test/track-events';

const CUSTOM = 'period=custom&from=2026-03-29&to=2026-03-30';

describe.each(testDatabases())('Stats API on $name', (testDatabase) => {
  const clock = { now: Date.parse('2026-03-30T12:00:00Z') };
  const t = useTestApp(testDatabase, {}, { analyticsClock: () => clock.now });
  let userToken: string;
  beforeAll(async () => {
    await insertVisits(t.database);
    await insertLoneLead(t.database);
    const user = await t.app.services.store.create(User, {
      email: 'editor@vitrine.test',
      role: 'user',
    });
    await t.app.services.accounts.setPassword(String(user.id), 'editor-password-123');
    userToken = await t.login('editor@vitrine.test', 'editor-password-123');
  });
  const get = (path: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/analytics/stats/${path}`,
      headers,
    });

  it.each(['aggregate', 'timeseries', 'breakdown?property=page', 'realtime'])(
    '%s: 401 for visitors, 403 for users',
    async (path) => {
      expect((await get(path, {})).statusCode).toBe(401);
      const user = await get(path, { authorization: `Bearer ${userToken}` });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('answers the aggregate and the previous period, never cached', async () => {
    const response = await get(`aggregate?${CUSTOM}&compare=previous_period`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({
      visitors: 3,
      visits: 3,
      pageviews: 6,
      views_per_visit: 2,
      bounce_rate: 33,
      visit_duration: 120,
      conversions: 2,
      conversion_rate: 66.7,
      previous: {
        visitors: 2,
        visits: 3,
        pageviews: 4,
        views_per_visit: 1.33,
        bounce_rate: 67,
        visit_duration: 50,
        conversions: 2,
        conversion_rate: 50,
      },
    });
  });

  it('takes today in ANALYTICS_TIMEZONE as the reference day, and filters', async () => {
    expect((await get('aggregate?period=day')).json()).toMatchObject({ visitors: 1, pageviews: 2 });
    expect((await get('aggregate?period=7d&filters=source%3D%3DGoogle')).json()).toMatchObject({
      visits: 2,
    });
    expect((await get('aggregate?period=month&date=2026-02-10')).json()).toMatchObject({
      visitors: 0,
    });
  });

  it('answers the chart, with the previous period beside it on request', async () => {
    expect((await get(`timeseries?${CUSTOM}`)).json()).toEqual([
      { date: '2026-03-29', visitors: 2, pageviews: 4, conversions: 1 },
      { date: '2026-03-30', visitors: 1, pageviews: 2, conversions: 1 },
    ]);
    const compared = (await get(`timeseries?${CUSTOM}&compare=previous_period`)).json();
    expect(compared.previous).toEqual([
      { date: '2026-03-27', visitors: 0, pageviews: 0, conversions: 0 },
      { date: '2026-03-28', visitors: 2, pageviews: 4, conversions: 2 },
    ]);
    expect(compared.results).toHaveLength(2);
    expect((await get('timeseries?period=day&date=2026-03-29')).json()).toHaveLength(23);
  });

  it('exports a breakdown and a chart as CSV with a byte order mark', async () => {
    const response = await get(`breakdown?property=source&${CUSTOM}&format=csv`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="analytics-source-2026-03-29-2026-03-30.csv"',
    );
    expect(response.body).toBe(
      '\uFEFFsource,visitors,pageviews,conversions,conversion_rate\r\n' +
        'Direct,1,1,0,0\r\nGoogle,1,3,1,100\r\nLinkedIn,1,2,1,100\r\n',
    );
    const chart = await get(`timeseries?${CUSTOM}&format=csv&compare=previous_period`);
    expect(chart.body.split('\r\n')[0]).toBe(
      '\uFEFFdate,visitors,pageviews,conversions,previous_date,previous_visitors,previous_pageviews,previous_conversions',
    );
    expect(chart.body.split('\r\n')[1]).toBe('2026-03-29,2,4,1,2026-03-27,0,0,0');
  });

  it('pages through a breakdown', async () => {
    const page = await get(`breakdown?property=page&${CUSTOM}&limit=1&page=2`);
    expect(page.json()).toEqual([
      { value: '/tarifs', visitors: 2, pageviews: 2, conversions: 2, conversion_rate: 100 },
    ]);
  });

  it.each([
    ['breakdown?property=colour', 'property'],
    ['breakdown', 'property'],
    ['aggregate?period=week', 'period'],
    ['aggregate?date=2026-02-30', 'date'],
    ['aggregate?period=day&date=9999-12-31', 'date'],
    ['aggregate?period=month&date=0000-01-15&compare=previous_period', 'date'],
    ['aggregate?period=custom&from=1999-12-31&to=2000-01-02', 'from'],
    ['aggregate?period=custom&from=2026-03-02', 'to'],
    ['aggregate?period=custom&from=2026-03-02&to=2026-03-01', 'from'],
    ['aggregate?period=custom&from=2024-01-01&to=2026-01-01', 'from and to'],
    ['timeseries?period=7d&interval=hour', 'interval'],
    ['aggregate?filters=colour%3D%3Dred', 'filters'],
    ['aggregate?filters=source', 'filters'],
    ['breakdown?property=page&filters=utm_source%3D%3D%00', 'filters'],
    ['breakdown?property=page&limit=1001', 'limit'],
    ['breakdown?property=page&page=0', 'page'],
  ])('%s: 400 naming %s', async (path, name) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(response.json().message).toContain(name);
  });

  it('says from which day filters roll-ups cannot answer count visits (raw retention)', async () => {
    // ANALYTICS_RAW_DAYS is 90: on 30 March, visits are kept from 30 December.
    const old = 'period=custom&from=2025-12-01&to=2026-03-30';
    const two = `${old}&filters=${encodeURIComponent('source==Google;device==Desktop')}`;
    const aggregate = await get(`aggregate?${two}`);
    expect(aggregate.json()).toMatchObject({ visits: 2, filtered_since: '2025-12-30' });
    expect(aggregate.headers['analytics-filtered-since']).toBe('2025-12-30');
    for (const path of [`timeseries?${two}`, `breakdown?property=country&${two}`]) {
      expect((await get(path)).headers['analytics-filtered-since']).toBe('2025-12-30');
    }
    // Daily roll-ups answer one `==` filter, and a period within retention loses nothing.
    const one = await get(`aggregate?${old}&filters=${encodeURIComponent('source==Google')}`);
    expect(one.json()).not.toHaveProperty('filtered_since');
    expect(one.headers['analytics-filtered-since']).toBeUndefined();
    const recent = await get(`aggregate?${CUSTOM}&filters=${encodeURIComponent('device!=Mobile')}`);
    expect(recent.json()).not.toHaveProperty('filtered_since');
  });

  // The test app also fails any answer its response schema would change (test/answer-check.ts).
  it.each<[string, TSchema]>([
    [`aggregate?${CUSTOM}&compare=previous_period`, AggregateResult],
    [
      `aggregate?period=custom&from=2025-12-01&to=2026-03-30&filters=source%3D%3DGoogle%3Bdevice%3D%3DDesktop`,
      AggregateResult,
    ],
    [`timeseries?${CUSTOM}`, TimeseriesAnswer],
    [`timeseries?${CUSTOM}&compare=previous_period`, TimeseriesAnswer],
    [`breakdown?property=goal&${CUSTOM}`, BreakdownAnswer],
    ['realtime', RealtimeFigures],
  ])('%s: answers as the contract schema says', async (path, schema) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(Value.Errors(schema, response.json())).toEqual([]);
  });

  it('counts what the tracker stores, and who is there now', async () => {
    clock.now = Date.parse('2026-04-02T09:00:00Z');
    const visitor = { address: '198.51.100.7' };
    expect(
      (await track(t, visitor, { events: [pageview('/tarifs'), pageview('/contact')] })).statusCode,
    ).toBe(200);
    expect((await get('aggregate?period=day')).json()).toMatchObject({
      visitors: 1,
      visits: 1,
      pageviews: 2,
    });
    expect((await get('breakdown?property=page&period=day')).json()).toMatchObject([
      { value: '/contact', visitors: 1 },
      { value: '/tarifs', visitors: 1 },
    ]);
    expect((await get('realtime')).json()).toEqual({ visitors: 1 });
  });
});
