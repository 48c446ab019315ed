import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../test/audit-events';
import { testDatabases, useTestApp } from '../../test/test-app';
import { runRetention } from '../retention/retention-job';

const DAY_MS = 24 * 3_600_000;

async function multipart(content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/json' }), 'events.json');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe.each(testDatabases())(
  'the audit trail is read-only, and kept 13 months, on $name',
  (testDatabase) => {
    const t = useTestApp(testDatabase);
    const call = (
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
      path: string,
      payload?: object,
      headers: Record<string, string> = t.admin,
    ) => t.app.inject({ method, url: `${t.base}/AuditEvent${path}`, payload, headers });

    it('answers 403 to every write, bulk, update-many, delete and import, even for an admin, and changes nothing', async () => {
      const before = await auditEvents(t);
      expect(before.length).toBeGreaterThan(0); // the test app's own sign-in
      const id = String(before[0]?.id);
      const event = { action: 'auth.sign-in', summary: 'forged', count: 1 };
      const refused = [
        await call('POST', '', event),
        await call('POST', '/bulk', [event]),
        await call('PUT', '/bulk', [{ id, summary: 'forged' }]),
        await call('PATCH', '/update-many', { query: {}, data: { summary: 'forged' } }),
        await call('PUT', `/${id}`, { summary: 'forged' }),
        await call('DELETE', `/${id}`),
        await call('DELETE', '', {}),
      ];
      const file = await multipart(JSON.stringify([event]));
      refused.push(
        await t.app.inject({
          method: 'POST',
          url: `${t.base}/AuditEvent/import`,
          payload: file.payload,
          headers: { ...t.admin, 'content-type': file.contentType },
        }),
      );
      for (const response of refused) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'AuditEvent records are read-only',
        });
      }
      expect(await auditEvents(t)).toEqual(before);
    });

    it('lets audit readers list, count and export, and refuses visitors and other roles', async () => {
      expect((await call('GET', '/count')).json().count).toBeGreaterThan(0);
      const exported = await call('GET', '/export');
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain('auth.sign-in');
      expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
      expect((await call('POST', '', { action: 'x', summary: 'x', count: 1 }, {})).statusCode).toBe(
        401,
      );
      const invite = await t.app.inject({
        method: 'POST',
        url: `/api/apps/${t.config.appId}/users/invite-user`,
        payload: {
          user_email: 'sales@example.com',
          role: 'sales',
          password: 'a-long-enough-password',
        },
        headers: t.admin,
      });
      expect(invite.statusCode).toBe(201);
      const sales = {
        authorization: `Bearer ${await t.login('sales@example.com', 'a-long-enough-password')}`,
      };
      expect((await call('GET', '', undefined, sales)).statusCode).toBe(403);
      expect((await call('GET', '/export', undefined, sales)).statusCode).toBe(403);
    });

    it('is pruned by the retention job after AUDIT_RETENTION_DAYS (396 by default)', async () => {
      const { store } = t.app.services;
      const total = (await auditEvents(t)).length;
      expect(t.config.retention.auditDays).toBe(396);
      const later = (days: number) => new Date(Date.now() + days * DAY_MS);
      expect((await runRetention(store, t.config.retention, { now: later(395) })).AuditEvent).toBe(
        0,
      );
      const shorter = { ...t.config.retention, auditDays: 30 };
      expect((await runRetention(store, shorter, { now: later(29) })).AuditEvent).toBe(0);
      expect((await runRetention(store, shorter, { now: later(31) })).AuditEvent).toBe(total);
    });
  },
);
