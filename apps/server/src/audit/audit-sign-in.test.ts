import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../test/audit-events';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';
import { OVERFLOW_SUMMARY, VISITOR_ROWS_PER_MINUTE } from './audit-log';

describe.each(testDatabases())('audit trail of sign-ins on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const login = (email: string, password: string, remoteAddress = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: { email, password },
      remoteAddress,
    });
  const total = (rows: Record<string, unknown>[]) =>
    rows.reduce((sum, row) => sum + Number(row.count), 0);

  it('records a sign-in with its actor and address, and repeats within a minute as a count', async () => {
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    const rows = await auditEvents(t, { action: 'auth.sign-in', ip: '203.0.113.9' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_email: ADMIN.email,
      actor_id: expect.any(String),
      target_entity: 'User',
      summary: `${ADMIN.email} signed in (password)`,
      count: 2,
    });
  });

  it('records a failed sign-in with the e-mail tried, never the password', async () => {
    expect((await login('Nobody@Example.com', 'hunter2-secret', '198.51.100.1')).statusCode).toBe(
      401,
    );
    const [row] = await auditEvents(t, { action: 'auth.sign-in-failed', ip: '198.51.100.1' });
    expect(row).toMatchObject({
      summary: 'Failed sign-in as nobody@example.com (password)',
      count: 1,
    });
    expect(row?.actor_id).toBeUndefined();
    expect(JSON.stringify(row)).not.toContain('hunter2');
  });

  it('keeps a flood of failures from many addresses to a bounded number of rows, counting them all', async () => {
    const flood = 40;
    for (let i = 0; i < flood; i += 1) {
      const response = await login(`spray${i}@example.com`, 'wrong', `192.0.2.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const rows = await auditEvents(t, {
      action: 'auth.sign-in-failed',
      ip: { $regex: '^192\\.0\\.2\\.' },
    });
    const overflow = await auditEvents(t, {
      action: 'auth.sign-in-failed',
      summary: OVERFLOW_SUMMARY,
    });
    // One row was written by the test before; the minute's budget is shared by the action.
    expect(rows.length + overflow.length).toBeLessThanOrEqual(VISITOR_ROWS_PER_MINUTE + 1);
    expect(overflow).toHaveLength(1);
    const all = await auditEvents(t, { action: 'auth.sign-in-failed' });
    expect(all.length).toBe(VISITOR_ROWS_PER_MINUTE + 1);
    expect(total(all)).toBe(flood + 1);
  });
});
