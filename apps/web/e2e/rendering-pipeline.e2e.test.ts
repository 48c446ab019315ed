import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from './support/site-session';

describe('rendering pipeline: build, SSR, hydration, compressed assets', () => {
  const { server, browser } = useSiteInBrowser();

  it('sends real content in the HTML of both languages, before any script runs', async () => {
    const french = await fetch(`${server.url}/`);
    const html = await french.text();
    expect(french.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1[^>]*>[^<]*Transformez/);
    const english = await (await fetch(`${server.url}/en`)).text();
    expect(english).toContain('<html lang="en"');
  });

  it('hydrates the page in a real browser without errors', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/en`);
    await page.waitForSelector('html[data-islands="ready"]');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves scripts precompressed with long-lived caching', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // Module URLs sit in the bootstrap script, which requests them after the first paint.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${server.url}${script}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    // Never revalidated, so no validators or range headers weigh on each script answer.
    for (const header of ['etag', 'last-modified', 'accept-ranges'])
      expect(response.headers.get(header), header).toBeNull();
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(favicon.headers.get('etag')).not.toBeNull();
    const gzip = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses pages and answers 304 to a matching ETag', async () => {
    const first = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
