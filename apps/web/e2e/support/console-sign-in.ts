import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './site-server';

/** Signs in as the e2e admin through the `/login` form, and waits for the console at `/admin`. */
export async function signInThroughForm(page: Page, serverUrl: string) {
  await page.goto(`${serverUrl}/login`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.locator('#login-email').fill(E2E_ADMIN.email);
  await page.locator('#login-password').fill(E2E_ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${serverUrl}/admin`);
}
