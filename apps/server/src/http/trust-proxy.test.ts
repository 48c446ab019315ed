import { describe, expect, it } from 'vitest';
import { waitlistSignUp } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

const signUp = (n: number) => waitlistSignUp(`camille.${n}@example.fr`);

/** Behind one proxy (`TRUST_PROXY=1`), each visitor keeps a rate-limit bucket of their own. */
describe('TRUST_PROXY as a hop count', () => {
  const t = useTestApp(testDatabases()[0]!, { TRUST_PROXY: '1', RATE_LIMIT_MAX: '2' });

  const create = (n: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber`,
      payload: signUp(n),
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits each client the proxy names, not the proxy, and ignores what clients claim', async () => {
    expect((await create(1, '203.0.113.9')).statusCode).toBe(201);
    expect((await create(2, '203.0.113.9')).statusCode).toBe(201);
    expect((await create(3, '203.0.113.9')).statusCode).toBe(429);
    // Another visitor behind the same proxy is not held back by the first one.
    expect((await create(4, '198.51.100.7')).statusCode).toBe(201);
    // A client writing its own X-Forwarded-For in front cannot pick a fresh bucket.
    expect((await create(5, '192.0.2.1, 203.0.113.9')).statusCode).toBe(429);
  });
});
