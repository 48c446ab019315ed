import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import { waitlistSignUp } from '../../test/records';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

const CAP = 3;
const TOKEN = 'metrics-token-of-the-cap-test';

describe.each(testDatabases())('the daily cap on confirmation e-mails on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    CONFIRMATION_MAIL_DAILY_MAX: String(CAP),
    METRICS_TOKEN: TOKEN,
  });
  afterEach(() => vi.useRealTimers());

  const kinds = async (to: string, headers = t.admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?to=${encodeURIComponent(to)}`,
      headers,
    });
    return (response.json() as OutboxEmailRecord[]).map((email) => email.kind);
  };
  const stored = async (entity: string, email: string) => {
    const url = `${t.base}/${entity}?email=${encodeURIComponent(email)}`;
    return (await t.app.inject({ method: 'GET', url, headers: t.admin })).json() as unknown[];
  };
  const held = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const { samples } = parsePrometheusText(response.body);
    return sampleValue(samples, 'vitrine_confirmation_emails_held_total');
  };
  const address = (n: number) => `visitor${n}@example.fr`;

  it(`queues ${CAP} confirmations a day; past them the sign-up is stored and answered, unmailed`, async () => {
    expect(await held()).toBe(0);
    for (let n = 0; n < CAP; n += 1) {
      expect(
        (await t.postEntity('WaitlistSubscriber', waitlistSignUp(address(n)))).statusCode,
      ).toBe(201);
      expect(await kinds(address(n))).toEqual(['confirm-waitlist']);
    }
    const over = await t.postEntity('WaitlistSubscriber', waitlistSignUp(address(CAP)));
    expect(over.statusCode).toBe(201);
    expect(over.json()).toMatchObject({ email: address(CAP) });
    expect(await stored('WaitlistSubscriber', address(CAP))).toHaveLength(1);
    expect(await kinds(address(CAP))).toEqual([]);
    // The team still hears of it.
    const team = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?kind=team-waitlist`,
      headers: t.admin,
    });
    expect(team.json()).toHaveLength(CAP + 1);

    const reader = 'reader@example.com';
    const newsletter = { email: reader, language: 'en', consent: true };
    expect((await t.postEntity('NewsletterSubscriber', newsletter)).statusCode).toBe(201);
    expect(await stored('NewsletterSubscriber', reader)).toHaveLength(1);
    expect(await kinds(reader)).toEqual([]);
    const links = await t.database.db.selectFrom('newsletter_tokens').select('purpose').execute();
    expect(links).toEqual([]);
    expect(await held()).toBe(2);

    // The next day (UTC) the count starts again.
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 1, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tomorrow);
    const next = 'next-day@example.fr';
    expect((await t.postEntity('WaitlistSubscriber', waitlistSignUp(next))).statusCode).toBe(201);
    // Up to 24 h later: the session of the start (SESSION_TTL_HOURS, 12 h) may have ended.
    const admin = { authorization: `Bearer ${await t.login(ADMIN.email, ADMIN.password)}` };
    expect(await kinds(next, admin)).toEqual(['confirm-waitlist']);
  });
});
