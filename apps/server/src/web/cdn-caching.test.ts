import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { seedSiteContent } from '../seed/seed-site-content';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local server answering like Cloudflare's purge API, recording what it is sent. */
async function startPurgeReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      response.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Public pages behind a CDN (decision 0067), on the real server with its build. */
describe.skipIf(!built)('public pages for a CDN in front', () => {
  const env: Record<string, string> = {};
  let receiver: Awaited<ReturnType<typeof startPurgeReceiver>>;
  beforeAll(async () => {
    receiver = await startPurgeReceiver();
    Object.assign(env, {
      CDN_PURGE: 'cloudflare',
      CDN_PURGE_URL: receiver.url,
      CDN_PURGE_ZONE: 'zone-1',
      CDN_PURGE_TOKEN: 'purge-token-for-tests',
      CDN_S_MAXAGE_S: '120',
    });
  });
  afterAll(() => receiver?.close());
  const t = useTestApp(testDatabases()[0]!, env, { web: true });
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await seedSiteContent(t.app.services.store, t.database);
    await t.app.contentPages!.settled();
    await t.app.cdnPurger!.settled();
    receiver.received.length = 0;
  });
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${pathname}`, { headers, redirect: 'manual' });
  const purgedTags = () =>
    receiver.received.flatMap((call) => (JSON.parse(call.body) as { tags: string[] }).tags);

  it('offers pre-rendered pages to shared caches, tagged, with 304s and no Vary: Cookie', async () => {
    const pricing = await get('/tarifs');
    expect(pricing.status).toBe(200);
    expect(pricing.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=120, stale-while-revalidate=30',
    );
    expect(pricing.headers.get('cache-tag')).toBe('vitrine,page-tarifs');
    expect(pricing.headers.get('surrogate-key')).toBe('vitrine page-tarifs');
    expect(pricing.headers.get('cdn-tag')).toBe('vitrine,page-tarifs');
    expect(pricing.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    expect(pricing.headers.get('content-security-policy')).toContain("script-src 'self';");
    const etag = pricing.headers.get('etag')!;
    expect((await get('/tarifs', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/tarifs', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get('/tarifs', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('gives a rendered post the same body, ETag and policy on every render, and 304s', async () => {
    await createAsAdmin(t, 'BlogPost', blogPostRecord('cached-post'));
    const first = await get('/en/blogpost?slug=cached-post');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const body = await first.text();
    t.app.pageCache!.clear();
    const second = await get('/en/blogpost?slug=cached-post');
    expect(second.headers.get('x-page-cache')).toBe('miss');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    expect(second.headers.get('cache-tag')).toBe('vitrine,blog');
    expect(second.headers.get('cache-control')).toContain('s-maxage=120');
    const etag = { 'if-none-match': first.headers.get('etag')! };
    const fromCache = await get('/en/blogpost?slug=cached-post', etag);
    expect(fromCache.headers.get('x-page-cache')).toBe('hit');
    expect(fromCache.status).toBe(304);
    t.app.pageCache!.clear();
    expect((await get('/en/blogpost?slug=cached-post', etag)).status).toBe(304);
  });

  it('keeps previews, the console and the remembered-language redirect out of shared caches', async () => {
    const login = await get('/login');
    expect(login.headers.get('cache-control') ?? '').not.toContain('public');
    expect(login.headers.get('cache-tag')).toBeNull();
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    const redirect = await get('/tarifs', { cookie: 'lang=en', 'user-agent': browser });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
    const preview = await get('/en/blogpost?slug=cached-post&preview=not-a-token');
    expect(preview.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('revalidates error pages each time and never shares a newsletter link', async () => {
    const missing = await get('/en/blogpost?slug=no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect(missing.headers.get('etag')).toMatch(/^"/);
    const unknown = await get('/nowhere-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
    const link = await get('/newsletter?action=confirm&token=a-visitor-token');
    expect(link.status).toBe(200);
    expect(link.headers.get('cache-control')).toBe('private, no-store');
    expect(link.headers.get('cache-tag')).toBeNull();
    expect(link.headers.get('etag')).toBeNull();
  });

  it('purges the blog when a post is published, with the provider call', async () => {
    receiver.received.length = 0;
    await createAsAdmin(t, 'BlogPost', blogPostRecord('purged-post'));
    await t.app.cdnPurger!.settled();
    expect(purgedTags()).toEqual(['blog']);
    const [call] = receiver.received;
    expect(call!.url).toBe('/client/v4/zones/zone-1/purge_cache');
    expect(call!.headers.authorization).toBe('Bearer purge-token-for-tests');
  });

  it('purges the pages drawn from a content record once they are drawn again', async () => {
    receiver.received.length = 0;
    const [plan] = await t.app.services.store.list(ENTITIES.Plan, {
      filter: { key: 'starter' },
      limit: 1,
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/Plan/${plan!.id}`,
      payload: { prices: { eur: 24.99, usd: 25 } },
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    await t.app.contentPages!.settled();
    await t.app.cdnPurger!.settled();
    expect(purgedTags()).toContain('page-tarifs');
    expect(purgedTags()).not.toContain('vitrine');
  });
});
