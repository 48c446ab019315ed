import { createClient } from '@base44/sdk';
import { beforeAll } from 'vitest';
import type { TestApp } from './test-app';

/** The real SDK's client on `serverUrl`, as the site or the console makes it. */
export function sdkClient(serverUrl: string, appId: string, token?: string) {
  return createClient({
    serverUrl,
    appId,
    token,
    requiresAuth: false,
    analytics: { enabled: false },
  } as Parameters<typeof createClient>[0]);
}

/**
 * Puts the test app on a free port over real HTTP in `beforeAll` (after the app's own) and
 * returns a maker of real SDK clients for it, with the given user token or none.
 */
export function useSdkClient(t: TestApp) {
  let serverUrl = '';
  beforeAll(async () => {
    serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return (token?: string) => sdkClient(serverUrl, t.config.appId, token);
}
