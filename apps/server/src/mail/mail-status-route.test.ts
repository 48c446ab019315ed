import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp, useTestAppWithSmtp } from '../../test/test-app';

const contact = (n: number) => ({
  name: `Sam ${n}`,
  email: `sam${n}@example.com`,
  message: 'Bonjour',
  language: 'fr',
});

describe.each(testDatabases())('the mail status on $name', (testDatabase) => {
  describe('without SMTP', () => {
    const t = useTestApp(testDatabase);
    it('says nothing is sent, and counts the stored e-mails apart from pending ones', async () => {
      for (const n of [1, 2])
        expect((await t.postEntity('ContactMessage', contact(n))).statusCode).toBe(201);
      const url = `/api/apps/${t.config.appId}/mail/status`;
      const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
      expect(response.statusCode).toBe(200);
      // Each message: the team's notification and the visitor's confirmation.
      expect(response.json()).toEqual({
        smtp_configured: false,
        pending: 0,
        stored: 4,
        failed: 0,
        held: 0,
      });
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: expect.any(String) });
    });
  });

  describe('with SMTP', () => {
    const { t } = useTestAppWithSmtp(testDatabase);
    it('says e-mails are sent, and counts the ones waiting', async () => {
      expect((await t.postEntity('ContactMessage', contact(3))).statusCode).toBe(201);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/apps/${t.config.appId}/mail/status`,
        headers: t.admin,
      });
      expect(response.json()).toEqual({
        smtp_configured: true,
        pending: 2,
        stored: 0,
        failed: 0,
        held: 0,
      });
    });
  });
});
