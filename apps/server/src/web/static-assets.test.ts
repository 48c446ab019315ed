import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerStaticAssets } from './static-assets';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-assets-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('static assets', () => {
  it('answers a missing file under /assets/ with a plain 404 that no browser runs and no cache keeps', async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets/entry-aaaa.js'), 'console.log(1);\n');
    writeFileSync(path.join(clientDir, 'assets/gone-bbbb.css'), 'p{}\n');
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
    const app = Fastify();
    // The application's own 404 (http-basics.ts answers JSON).
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: 'no route' }));
    await registerStaticAssets(app, clientDir);
    // A file of the list the server made at start, missing since (a release removed under it).
    rmSync(path.join(clientDir, 'assets/gone-bbbb.css'));

    const script = await app.inject('/assets/entry-aaaa.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/gone-bbbb.css', '/assets/never-cccc.js', '/assets/a/b.js']) {
      const missing = await app.inject(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(missing.headers['cache-control'], url).toBe('no-store');
    }
    // Elsewhere, the application's 404 and the other public files are as they were.
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    const other = await app.inject('/nowhere');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'no route' });
    await app.close();
  });
});
