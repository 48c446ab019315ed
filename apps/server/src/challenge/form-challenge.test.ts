import type { FormChallenge } from '@vitrine/contract/form-challenge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitlistSignUp } from '../../test/records';
import { solvedField } from '../../test/solve-challenge';
import { testDatabases, useTestApp } from '../../test/test-app';

const TTL_SECONDS = 60;
const decode = (field: string) => JSON.parse(Buffer.from(field, 'base64').toString('utf8'));
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe.each(testDatabases())('the proof of work of the public forms on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    FORM_CHALLENGE: 'true',
    FORM_CHALLENGE_MAX_NUMBER: '1000',
    FORM_CHALLENGE_TTL_SECONDS: String(TTL_SECONDS),
  });
  afterEach(() => vi.useRealTimers());

  const challenge = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/apps/vitrine/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as FormChallenge;
  };
  const solved = async () => solvedField(await challenge());
  const stored = async (email: string) => {
    const url = `${t.base}/WaitlistSubscriber?email=${encodeURIComponent(email)}`;
    return (await t.app.inject({ method: 'GET', url, headers: t.admin })).json() as object[];
  };
  const outboxSize = async () =>
    (await t.app.inject({ method: 'GET', url: `${t.base}/OutboxEmail`, headers: t.admin })).json()
      .length as number;

  it('issues signed challenges that expire, of the configured difficulty', async () => {
    const issued = await challenge();
    expect(issued).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(issued.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(/expires=(\d+)/.exec(issued.salt)?.[1]) * 1000;
    expect(expires - Date.now()).toBeGreaterThan((TTL_SECONDS - 5) * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1000);
  });

  it('takes a form with a fresh solution once, and refuses a missing, wrong or replayed one', async () => {
    const before = await outboxSize();
    const missing = await t.postEntity('WaitlistSubscriber', waitlistSignUp('none@example.fr'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    expect(missing.json().message).toContain('altcha');

    const good = await solved();
    const payload = decode(good);
    const wrong: [string, unknown][] = [
      ['not base64 JSON', 'abc'],
      ['a number', 12],
      ['another number', encode({ ...payload, number: (payload.number + 1) % 1001 })],
      [
        'a longer expiry',
        encode({ ...payload, salt: payload.salt.replace(/\d{10}/, '9999999999') }),
      ],
      ['another algorithm', encode({ ...payload, algorithm: 'SHA-1' })],
      ['a forged signature', encode({ ...payload, signature: '0'.repeat(64) })],
      ['null', encode(null as unknown as object)],
      ['too long', 'A'.repeat(5000)],
    ];
    for (const [what, altcha] of wrong) {
      const response = await t.postEntity('WaitlistSubscriber', {
        ...waitlistSignUp('wrong@example.fr'),
        altcha,
      });
      expect(response.statusCode, what).toBe(403);
      expect(response.json(), what).toMatchObject({ code: 'CHALLENGE_FAILED' });
    }
    expect(await stored('none@example.fr')).toEqual([]);
    expect(await stored('wrong@example.fr')).toEqual([]);
    expect(await outboxSize()).toBe(before);

    const signUp = { ...waitlistSignUp('solved@example.fr'), altcha: good };
    const accepted = await t.postEntity('WaitlistSubscriber', signUp);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().altcha).toBeUndefined();
    const [record] = await stored('solved@example.fr');
    expect(record).toMatchObject({ email: 'solved@example.fr' });
    expect(record).not.toHaveProperty('altcha');

    const replayed = await t.postEntity('WaitlistSubscriber', {
      ...waitlistSignUp('replay@example.fr'),
      altcha: good,
    });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: 'CHALLENGE_FAILED' });
    expect(replayed.json().message).toContain('already used');
    expect(await stored('replay@example.fr')).toEqual([]);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const altcha = await solved();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (TTL_SECONDS + 1) * 1000);
    const late = await t.postEntity('NewsletterSubscriber', {
      email: 'late@example.com',
      language: 'fr',
      consent: true,
      altcha,
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toContain('expired');
  });

  it('asks every form that e-mails the address given, and never admins', async () => {
    const forms = [
      ['ContactMessage', { name: 'Sam', email: 'sam@example.com', message: 'Hi', language: 'en' }],
      ['DemoRequest', { name: 'Léa', email: 'lea@example.fr', company: 'Martin', language: 'fr' }],
      ['NewsletterSubscriber', { email: 'reader@example.com', language: 'en', consent: true }],
    ] as const;
    for (const [entity, payload] of forms) {
      const refused = await t.postEntity(entity, payload);
      expect(refused.statusCode, entity).toBe(400);
      expect(refused.json().code, entity).toBe('CHALLENGE_REQUIRED');
      const accepted = await t.postEntity(entity, { ...payload, altcha: await solved() });
      expect(accepted.statusCode, entity).toBe(201);
      expect((await t.postEntity(entity, payload, t.admin)).statusCode, entity).toBe(201);
    }
  });
});
