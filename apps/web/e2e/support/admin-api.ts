import { E2E_ADMIN, type SiteServer } from './site-server';

/**
 * What the tests check in the database, through the API as the seeded admin (the site's own
 * visitors can only create records).
 */
export async function adminApi(server: SiteServer) {
  const base = `${server.url}/api/apps/${server.appId}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    /** The admin's Bearer token, for calls these helpers don't cover. */
    token,
    /** The records of an entity matching a filter, newest first. */
    async find<T = Record<string, unknown>>(entity: string, query: Record<string, unknown>) {
      const url = `${base}/entities/${entity}?q=${encodeURIComponent(JSON.stringify(query))}`;
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`GET ${entity} failed: ${response.status}`);
      return (await response.json()) as T[];
    },
    /** Creates a record as the admin; resolves to the stored record. */
    async create<T = Record<string, unknown>>(entity: string, data: Record<string, unknown>) {
      const response = await fetch(`${base}/entities/${entity}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      if (!response.ok) throw new Error(`POST ${entity} failed: ${await response.text()}`);
      return (await response.json()) as T & { id: string };
    },
    /** Changes fields of a record as the admin. */
    async update(entity: string, id: string, data: Record<string, unknown>) {
      const response = await fetch(`${base}/entities/${entity}/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      if (!response.ok) throw new Error(`PUT ${entity} failed: ${await response.text()}`);
    },
  };
}

/** A unique address per test run, so reruns and parallel files never collide. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
