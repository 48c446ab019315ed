import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughForm } from './support/console-sign-in';
import { BROWSER_USER_AGENT, SITE_PAGES } from './support/site-pages';
import { useSiteInBrowser } from './support/site-session';

/** Collects every CSP violation a page reports, from its first byte. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A strict policy (docs/product.md §13) on every page, no violation while pages load and run. */
describe('Content-Security-Policy in the browser', () => {
  const { server, browser } = useSiteInBrowser();

  const pages = [
    ...SITE_PAGES.map(({ path }) => path),
    '/blog?q=menu&category=tutorials',
    '/nowhere',
    '/en/nowhere',
    '/login',
  ];

  it('sends a policy without unsafe-inline scripts on every page, and none is violated', async () => {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    for (const path of pages) {
      const response = await page.goto(`${server.url}${path}`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src'));
      const console = path === '/login';
      // The site's pages carry no inline script at all (islands, decision 0066); the console's
      // hashed bootstrap and context scripts are the only inline ones.
      expect(scripts, path).toMatch(
        console ? /^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/ : /^\s*script-src 'self'$/,
      );
      expect(policy, path).toContain("frame-ancestors 'none'");
      // Hydration, or the islands mounted, is the proof that the allowed scripts ran.
      const ready = console ? 'html[data-hydrated="true"]' : 'html[data-islands="ready"]';
      await page.waitForSelector(ready, { state: 'attached' });
      expect(violations, path).toEqual([]);
    }
    await context.close();
  });

  it('lets the console run signed in, with a policy on server-rendered pages too', async () => {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await signInThroughForm(page, server.url);
    await page.waitForSelector('[data-count="posts"]:not(:text("…"))');
    const reloaded = await page.goto(`${server.url}/admin`);
    expect(reloaded?.headers()['content-security-policy']).toContain("object-src 'none'");
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(violations).toEqual([]);
    await context.close();
  });
});
