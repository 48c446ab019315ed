import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { CdnConfig } from '../config-schema';
import { CdnPurger, MAX_PENDING_TAGS, PURGE_ATTEMPTS, purgeRequests } from './cdn-purge';

const base: CdnConfig = {
  sMaxAgeS: 60,
  staleWhileRevalidateS: 30,
  purge: 'off',
  purgeUrl: 'http://cdn.test',
  purgeZone: 'zone/1',
  purgeToken: 'secret-token',
};

describe('the purge calls of each CDN', () => {
  const tags = { everything: false as const, tags: ['blog', 'page-tarifs'] };
  it('speaks Cloudflare: tags in a JSON body, a bearer token, the zone in the path', () => {
    expect(purgeRequests({ ...base, purge: 'cloudflare' }, tags)).toEqual([
      {
        url: 'http://cdn.test/client/v4/zones/zone%2F1/purge_cache',
        headers: { 'content-type': 'application/json', authorization: 'Bearer secret-token' },
        body: '{"tags":["blog","page-tarifs"]}',
      },
    ]);
    const [all] = purgeRequests({ ...base, purge: 'cloudflare' }, { everything: true });
    expect(all!.body).toBe('{"purge_everything":true}');
  });
  it('speaks Fastly: surrogate keys in a header, purge_all for everything', () => {
    expect(purgeRequests({ ...base, purge: 'fastly' }, tags)).toEqual([
      {
        url: 'http://cdn.test/service/zone%2F1/purge',
        headers: { 'fastly-key': 'secret-token', 'surrogate-key': 'blog page-tarifs' },
      },
    ]);
    const [all] = purgeRequests({ ...base, purge: 'fastly' }, { everything: true });
    expect(all!.url).toBe('http://cdn.test/service/zone%2F1/purge_all');
  });
  it('speaks Bunny: one call per tag, an AccessKey, no body to purge the pull zone', () => {
    const calls = purgeRequests({ ...base, purge: 'bunny' }, tags);
    expect(calls.map((call) => call.body)).toEqual([
      '{"CacheTag":"blog"}',
      '{"CacheTag":"page-tarifs"}',
    ]);
    expect(calls[0]!.url).toBe('http://cdn.test/pullzone/zone%2F1/purgeCache');
    expect(calls[0]!.headers.accesskey).toBe('secret-token');
    const [all] = purgeRequests({ ...base, purge: 'bunny' }, { everything: true });
    expect(all!.body).toBeUndefined();
  });
  it('posts the tags to any address for `generic`, and nothing when off', () => {
    const [call] = purgeRequests({ ...base, purge: 'generic' }, tags);
    expect(call!.url).toBe('http://cdn.test');
    expect(call!.body).toBe('{"tags":["blog","page-tarifs"]}');
    expect(purgeRequests(base, tags)).toEqual([]);
  });
});

describe('the purger', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A receiver that answers `status` (or holds each call until `release`), recording bodies. */
  async function receiver(status = 200) {
    const bodies: string[] = [];
    let held: (() => void)[] | undefined;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        const answer = () => response.writeHead(status).end();
        if (held) held.push(answer);
        else answer();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      bodies,
      hold: () => (held = []),
      release: () => {
        const waiting = held ?? [];
        held = undefined;
        for (const answer of waiting) answer();
      },
    };
  }
  const log = pino({ level: 'silent' });

  it('sends the tags asked for during a call together in the next one, one call at a time', async () => {
    const cdn = await receiver();
    const purger = new CdnPurger({ ...base, purge: 'generic', purgeUrl: cdn.url }, log, 5);
    cdn.hold();
    purger.purge(['blog']);
    await expect.poll(() => cdn.bodies.length).toBe(1);
    purger.purge(['page-tarifs']);
    purger.purge(['page-home', 'blog']);
    expect(cdn.bodies).toHaveLength(1);
    cdn.release();
    await purger.settled();
    expect(cdn.bodies).toEqual([
      '{"tags":["blog"]}',
      '{"tags":["page-tarifs","page-home","blog"]}',
    ]);
  });

  it(`purges everything once more than ${MAX_PENDING_TAGS} tags wait`, async () => {
    const cdn = await receiver();
    const purger = new CdnPurger({ ...base, purge: 'generic', purgeUrl: cdn.url }, log, 5);
    cdn.hold();
    purger.purge(['first']);
    await expect.poll(() => cdn.bodies.length).toBe(1);
    for (let index = 0; index <= MAX_PENDING_TAGS; index += 1) purger.purge([`post-${index}`]);
    cdn.release();
    await purger.settled();
    expect(cdn.bodies).toEqual(['{"tags":["first"]}', '{"everything":true}']);
  });

  it(`tries a failing call ${PURGE_ATTEMPTS} times, then logs it and goes on`, async () => {
    const cdn = await receiver(503);
    const errors: unknown[] = [];
    const spy = pino(
      { level: 'error' },
      { write: (line: string) => void errors.push(JSON.parse(line)) },
    );
    const purger = new CdnPurger({ ...base, purge: 'generic', purgeUrl: cdn.url }, spy, 5);
    purger.purge(['blog']);
    await purger.settled();
    expect(cdn.bodies).toHaveLength(PURGE_ATTEMPTS);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).not.toContain('secret-token');
    purger.purge(['page-home']);
    await purger.settled();
    expect(cdn.bodies).toHaveLength(PURGE_ATTEMPTS * 2);
  });
});
