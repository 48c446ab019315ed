import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

/** Nothing personal may be kept by a browser or a proxy cache (`Cache-Control: no-store`). */
describe.each(testDatabases())('answers holding personal data on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    await t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber`,
      payload: {
        firstName: 'Léa',
        lastName: 'Moreau',
        email: 'lea@example.fr',
        company: 'Moreau SARL',
        language: 'fr',
      },
    });
  });

  const login = `/api/apps/vitrine/auth/login`;

  it('are never stored: the sign-in answers, right or wrong', async () => {
    for (const [label, password] of [
      ['right', ADMIN.password],
      ['wrong', 'not-the-password'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: login,
        payload: { email: ADMIN.email, password },
      });
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/apps/vitrine/auth/set-password`,
      payload: { token: 'not-a-real-link-token', password: 'a-long-enough-password' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.headers['cache-control']).toBe('no-store');
  });

  it('are never stored: whatever a signed-in caller reads', async () => {
    for (const url of [
      `${t.base}/User/me`,
      `${t.base}/User`,
      `${t.base}/WaitlistSubscriber`,
      `${t.base}/WaitlistSubscriber/count`,
      `${t.base}/OutboxEmail`,
      `${t.base}/BlogPost`,
      `${t.base}/WaitlistSubscriber/export?format=csv`,
      `/api/apps/vitrine/entities/Nothing`,
    ]) {
      const response = await t.app.inject({ url, headers: t.admin });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/me`,
      headers: t.admin,
      payload: { full_name: 'Alex Martin' },
    });
    expect(renamed.headers['cache-control']).toBe('no-store');
  });

  it('leave the caching of public data read by visitors alone', async () => {
    const posts = await t.app.inject({ url: `${t.base}/BlogPost` });
    expect(posts.statusCode).toBe(200);
    expect(posts.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
