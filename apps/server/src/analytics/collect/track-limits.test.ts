import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { pageview, storedCounts, track } from '../../../test/track-events';

const visitor = { address: '192.0.2.30' };
const valid = pageview('/');
const many = (count: number, event: object = valid) => Array.from({ length: count }, () => event);

describe.each(testDatabases())('limits of the event batches on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { ANALYTICS_RATE_LIMIT: '5' });

  it('refuses a malformed or oversized batch whole, with {message, code}, and stores nothing', async () => {
    const bad: [string, unknown, number][] = [
      ['not JSON', '{"events": [', 400],
      ['no events', { event: [valid] }, 400],
      ['events not a list', { events: valid }, 400],
      ['a list as the body', [valid], 400],
      ['31 events', { events: many(31) }, 400],
      ['an event not an object', { events: [valid, 'pageview'] }, 400],
      ['no event_name', { events: [valid, { ...valid, event_name: '' }] }, 400],
      ['event_name too long', { events: [valid, { ...valid, event_name: 'e'.repeat(65) }] }, 400],
      ['page_url too long', { events: [valid, pageview(`/${'p'.repeat(2048)}`)] }, 400],
      [
        'page_url not a URL',
        { events: [valid, { ...valid, page_url: 'javascript:alert(1)' }] },
        400,
      ],
      ['a page view without page_url', { events: [valid, { ...valid, page_url: null }] }, 400],
      [
        'referrer too long',
        { events: [valid, pageview('/', `https://a.fr/${'r'.repeat(2048)}`)] },
        400,
      ],
      [
        '21 properties',
        {
          events: [
            valid,
            pageview('/', '', Object.fromEntries(many(20).map((_, i) => [`k${i}`, i]))),
          ],
        },
        400,
      ],
      ['properties not an object', { events: [valid, { ...valid, properties: 'x' }] }, 400],
      [
        'engaged_ms not a number',
        { events: [valid, { event_name: 'engagement', properties: { engaged_ms: '5' } }] },
        400,
      ],
      [
        'negative engaged_ms',
        { events: [valid, { event_name: 'engagement', properties: { engaged_ms: -1 } }] },
        400,
      ],
      ['a prototype key', '{"events": [], "__proto__": {"x": 1}}', 400],
      ['over 16 KB', { events: many(30, pageview(`/${'x'.repeat(600)}`)) }, 413],
    ];
    for (const [name, body, status] of bad) {
      const answer = await track(
        t,
        { address: `192.0.2.${31 + bad.findIndex(([n]) => n === name)}` },
        body,
      );
      expect(answer.statusCode, name).toBe(status);
      expect(answer.json(), name).toMatchObject({
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    expect(await storedCounts(t)).toEqual({ sessions: 0, pageviews: 0, conversions: 0 });
    // The largest batch that fits is stored: the limits are where they say.
    const full = { events: many(30, pageview(`/${'x'.repeat(300)}`)) };
    expect((await track(t, visitor, full)).statusCode).toBe(200);
    expect(await storedCounts(t)).toMatchObject({ sessions: 1, pageviews: 30 });
  });

  it('limits the batches of one client per minute (ANALYTICS_RATE_LIMIT)', async () => {
    const client = { address: '192.0.2.99' };
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await track(t, client, { events: [valid] }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await track(t, { address: '192.0.2.98' }, { events: [valid] })).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('collection turned off on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { ANALYTICS: 'false' });

  it('answers 200 and stores no event and no conversion', async () => {
    expect((await track(t, visitor, { events: [valid] })).statusCode).toBe(200);
    const lead = { email: 'off@example.fr', language: 'fr', consent: true };
    const headers = { 'user-agent': 'Mozilla/5.0 Firefox/121.0' };
    expect((await t.postEntity('NewsletterSubscriber', lead, headers)).statusCode).toBe(201);
    expect(await storedCounts(t)).toEqual({ sessions: 0, pageviews: 0, conversions: 0 });
  });
});
