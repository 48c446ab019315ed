import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, startServer, WEB_BUILT } from './server-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-prerender-cache-'));
const cacheDir = path.join(dir, 'prerendered-pages');
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

const env = {
  DATABASE_URL: path.join(dir, 'site.db'),
  UPLOAD_DIR: path.join(dir, 'uploads'),
  PUBLIC_URL: 'https://cache-test.example',
  PRERENDER_CACHE_DIR: cacheDir,
};

/** A pre-rendered page not drawn from content records (those are rendered again at start). */
async function privacyPage(url: string) {
  const response = await fetch(`${url}/en/privacy`, { headers: { 'accept-encoding': 'br' } });
  expect(response.status).toBe(200);
  // fetch decodes the body; the raw bytes are compared through the cache files below.
  return { html: await response.text(), etag: response.headers.get('etag') };
}

function cacheFiles() {
  return readdirSync(cacheDir).flatMap((key) =>
    readdirSync(path.join(cacheDir, key)).map((name) => path.join(cacheDir, key, name)),
  );
}

describe.skipIf(!WEB_BUILT)('pre-rendered pages across a restart (built server)', () => {
  it('serves the rewritten pages from the disk cache on the next start, and still renders the others', async () => {
    const first = await startServer(env);
    const before = await privacyPage(first.url);
    expect(before.html).toContain('https://cache-test.example');
    expect(before.html).not.toContain('http://localhost:3000');
    // Every rewritten page's brotli and gzip are written in the background.
    const pages = readdirSync(path.resolve(import.meta.dirname, '../../web/build/client'), {
      recursive: true,
    }).filter((name) => path.basename(String(name)) === 'index.html').length;
    await expect
      .poll(() => cacheFiles().length, { timeout: 90_000, interval: 200 })
      .toBe(2 * pages);
    await first.stop();

    const second = await startServer(env);
    const after = await privacyPage(second.url);
    expect(after.etag).toBe(before.etag);
    expect(after.html).toBe(before.html);
    const cached = cacheFiles().filter((file) => file.endsWith('.br'));
    expect(
      cached.some((file) => brotliDecompressSync(readFileSync(file)).toString() === after.html),
    ).toBe(true);
    // A page that is not pre-rendered: the server build loads on demand.
    const rendered = await fetch(`${second.url}/en/blog`);
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toContain('<html');
    await second.stop();
  }, 180_000);
});
