import type { TestApp } from './test-app';

/** Test support: the audit events matching `filter`, newest first, as the owner reads them. */
export async function auditEvents(t: TestApp, filter: Record<string, unknown> = {}) {
  const q = encodeURIComponent(JSON.stringify(filter));
  const response = await t.app.inject({
    method: 'GET',
    url: `${t.base}/AuditEvent?q=${q}&limit=500`,
    headers: t.admin,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as Record<string, unknown>[];
}
