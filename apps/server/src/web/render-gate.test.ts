import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsAdmin, blogPostRecord } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';
import { RenderGate } from './render-gate';

describe('the render gate', () => {
  it('runs at most `concurrency` at once, queues `maxQueue` in order, and refuses past them', async () => {
    const gate = new RenderGate({ concurrency: 1, maxQueue: 1, perAddressPerMinute: 0 });
    expect(await gate.enter('a')).toBeUndefined();
    const order: string[] = [];
    const queued = gate.enter('b').then((refusal) => order.push(`b ${refusal ?? 'in'}`));
    expect(gate.queued).toBe(1);
    expect(await gate.enter('c')).toEqual({ reason: 'busy', retryAfterSeconds: 5 });
    gate.leave();
    await queued;
    expect(order).toEqual(['b in']);
    expect(gate.running).toBe(1);
    gate.leave();
    expect([gate.running, gate.queued, gate.refused]).toEqual([0, 0, { busy: 1, rate: 0 }]);
  });

  it('refuses an address past its renders per minute, with the seconds to wait', async () => {
    const gate = new RenderGate({ concurrency: 4, maxQueue: 0, perAddressPerMinute: 2 });
    for (let index = 0; index < 2; index += 1) {
      expect(await gate.enter('203.0.113.7')).toBeUndefined();
      gate.leave();
    }
    const refused = await gate.enter('203.0.113.7');
    expect(refused?.reason).toBe('rate');
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await gate.enter('198.51.100.1')).toBeUndefined();
  });
});

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

describe.skipIf(!built)('uncached renders on the server', () => {
  const t = useTestApp(
    testDatabases()[0]!,
    { RENDER_CONCURRENCY: '1', RENDER_QUEUE_MAX: '0', RENDER_RATE_LIMIT_MAX: '6' },
    { web: true },
  );
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await createAsAdmin(t, 'BlogPost', blogPostRecord('kept-fast'));
  });

  it('answers 503 with Retry-After in the visitor language when every slot is taken, while cached pages, assets and /healthz answer', async () => {
    const cached = `${url}/en/blogpost?slug=kept-fast`;
    expect((await fetch(cached)).status).toBe(200);
    const gate = t.app.renderGate!;
    expect(await gate.enter('test')).toBeUndefined();
    try {
      const refused = await fetch(`${url}/blog?q=ecrans`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.text()).toContain('Le site est très demandé');
      const hit = await fetch(cached);
      expect([hit.status, hit.headers.get('x-page-cache')]).toEqual([200, 'hit']);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/robots.txt`)).status).toBe(200);
    } finally {
      gate.leave();
    }
    expect(gate.refused.busy).toBe(1);
  });

  it('keeps searches briefly and answers 429 past the renders per address, cached pages still served', async () => {
    const search = `${url}/en/blog?q=signage`;
    expect((await fetch(search)).status).toBe(200);
    expect((await fetch(search)).headers.get('x-page-cache')).toBe('hit');
    // Six renders a minute: the post, the refused search and this search took three.
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await fetch(`${url}/en/blogpost?slug=random-${index}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await fetch(`${url}/en/blogpost?slug=random-9`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.text()).toContain('Too many pages requested');
    expect((await fetch(`${url}/en/blogpost?slug=random-0`)).headers.get('x-page-cache')).toBe(
      'hit',
    );
    expect((await fetch(`${url}/en/blogpost?slug=kept-fast`)).status).toBe(200);
    // The console's documents take render slots but never count per address: a team behind one
    // office address keeps working while the limit refuses this address's blog renders.
    for (const console of ['/login', '/admin', '/admin/blog', '/admin/leads/contact'])
      expect((await fetch(`${url}${console}`)).status, console).toBe(200);
    expect((await fetch(`${url}/en/blogpost?slug=random-10`)).status).toBe(429);
  });
});
