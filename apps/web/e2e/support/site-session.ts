import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { setLater } from '../../../../packages/contract/test/set-later';
import { adminApi } from './admin-api';
import { launchBrowser } from './browser';
import { startSiteServer, type SiteServer } from './site-server';

/**
 * Starts the site server (with `env`) and a browser in `beforeAll` of the enclosing `describe`,
 * and closes both in its `afterAll`.
 */
export function useSiteInBrowser(env: Record<string, string> = {}) {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startSiteServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    server: setLater(() => server, 'the site server'),
    browser: setLater(() => browser, 'the browser'),
  };
}

/** Signs in to `server` as the seeded admin in `beforeAll`: see `adminApi`. */
export function useAdminApi(server: SiteServer) {
  let admin: Awaited<ReturnType<typeof adminApi>> | undefined;
  beforeAll(async () => {
    admin = await adminApi(server);
  });
  return setLater(() => admin, 'the admin API');
}
