import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CompressedPageStore } from './compressed-page-store';
import { loadPrerenderedPages } from './prerendered-pages';

const BUILD_ORIGIN = 'http://localhost:3000';
// Large enough that brotli 11 and brotli 5 give different bytes.
const page = (title: string) =>
  `<html><head><meta name="vitrine-app-id" content="vitrine"/><link rel="canonical" href="${BUILD_ORIGIN}/${title}"/></head><body>${Array.from(
    { length: 400 },
    (_, index) => `<p>${title} paragraph ${index} ${(index * 7919) % 1013}</p>`,
  ).join('')}</body></html>`;

function buildDir(root: string) {
  const dir = path.join(root, 'client');
  for (const name of ['tarifs', 'a-propos']) {
    mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, name, 'index.html'), page(name));
  }
  return dir;
}

/** The files of the cache, by key folder. */
function cacheFiles(cacheDir: string) {
  return Object.fromEntries(
    readdirSync(cacheDir).map((key) => [key, readdirSync(path.join(cacheDir, key)).sort()]),
  );
}

async function load(clientDir: string, cacheDir: string, to: string, appId = 'vitrine') {
  const store = new CompressedPageStore({ dir: cacheDir });
  const pages = await loadPrerenderedPages(clientDir, { from: BUILD_ORIGIN, to }, appId, store);
  return { store, pages };
}

describe('compressed pre-rendered pages kept on disk', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-page-store-'));
  const clientDir = buildDir(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves at once, then brotli 11 made in the background, then the same bytes from the cache on the next start', async () => {
    const cacheDir = path.join(root, 'cache-restart');
    const first = await load(clientDir, cacheDir, 'https://vitrine.example');
    const quick = first.pages.get('/tarifs')!;
    const html = quick.html.toString('utf8');
    expect(html).toContain('href="https://vitrine.example/tarifs"');
    // Served before the background work ends: right bytes, whatever the quality.
    expect(brotliDecompressSync(quick.br).toString('utf8')).toBe(html);
    expect(gunzipSync(quick.gzip).toString('utf8')).toBe(html);
    await first.store.settled();
    const final = first.pages.get('/tarifs')!;
    expect(final.br.length).toBeLessThan(quick.br.length);
    expect(brotliDecompressSync(final.br).toString('utf8')).toBe(html);
    expect(final.etag).toBe(quick.etag);
    const [key] = Object.keys(cacheFiles(cacheDir));
    expect(cacheFiles(cacheDir)[key!]).toHaveLength(4);

    const second = await load(clientDir, cacheDir, 'https://vitrine.example');
    const again = second.pages.get('/tarifs')!;
    // Straight from the cache: brotli 11 already, nothing left to do in the background.
    expect(again.br.equals(final.br)).toBe(true);
    expect(again.gzip.equals(final.gzip)).toBe(true);
    expect(again.etag).toBe(final.etag);
    expect(second.pages.get('/a-propos')!.br.equals(first.pages.get('/a-propos')!.br)).toBe(true);
  });

  it('uses another key for another origin or app id, and keeps only the current one', async () => {
    const cacheDir = path.join(root, 'cache-keys');
    const one = await load(clientDir, cacheDir, 'https://one.example');
    await one.store.settled();
    const [keyOne] = Object.keys(cacheFiles(cacheDir));
    const two = await load(clientDir, cacheDir, 'https://two.example');
    await two.store.settled();
    const [keyTwo] = Object.keys(cacheFiles(cacheDir));
    expect(keyTwo).not.toBe(keyOne);
    expect(Object.keys(cacheFiles(cacheDir))).toEqual([keyTwo]);
    expect(two.pages.get('/tarifs')!.html.toString('utf8')).toContain('https://two.example/tarifs');
    expect(brotliDecompressSync(two.pages.get('/tarifs')!.br).toString('utf8')).toContain(
      'https://two.example/tarifs',
    );
    const three = await load(clientDir, cacheDir, 'https://two.example', 'site-3');
    await three.store.settled();
    expect(Object.keys(cacheFiles(cacheDir))).not.toContain(keyTwo);
    expect(Object.keys(cacheFiles(cacheDir))).toHaveLength(1);
  });

  it('ignores a truncated or altered cache file and writes it again', async () => {
    const cacheDir = path.join(root, 'cache-damaged');
    const first = await load(clientDir, cacheDir, 'https://vitrine.example');
    await first.store.settled();
    const [key] = Object.keys(cacheFiles(cacheDir));
    const folder = path.join(cacheDir, key!);
    const files = cacheFiles(cacheDir)[key!]!;
    const br = files.find((name) => name.endsWith('.br'))!;
    const gz = files.find((name) => name.endsWith('.gz'))!;
    const good = first.pages.get('/tarifs')!;
    // Truncated brotli of one page, well-formed gzip of another text for the other.
    writeFileSync(path.join(folder, br), Buffer.from(good.br.subarray(0, 20)));
    writeFileSync(path.join(folder, gz), first.pages.get('/a-propos')!.gzip);

    const second = await load(clientDir, cacheDir, 'https://vitrine.example');
    for (const urlPath of ['/tarifs', '/a-propos']) {
      const served = second.pages.get(urlPath)!;
      expect(brotliDecompressSync(served.br).equals(served.html)).toBe(true);
      expect(gunzipSync(served.gzip).equals(served.html)).toBe(true);
    }
    await second.store.settled();
    const third = await load(clientDir, cacheDir, 'https://vitrine.example');
    for (const urlPath of ['/tarifs', '/a-propos']) {
      const served = third.pages.get(urlPath)!;
      expect(served.br.equals(first.pages.get(urlPath)!.br)).toBe(true);
      expect(gunzipSync(served.gzip).equals(served.html)).toBe(true);
    }
  });

  it('keeps a page rendered again while its brotli 11 was being made', async () => {
    const cacheDir = path.join(root, 'cache-refresh');
    const { store, pages } = await load(clientDir, cacheDir, 'https://vitrine.example');
    const rendered = { ...pages.get('/tarifs')!, html: Buffer.from('<html>new</html>') };
    pages.set('/tarifs', rendered);
    await store.settled();
    expect(pages.get('/tarifs')).toBe(rendered);
  });

  it('serves the pages when the cache folder cannot be written', async () => {
    const blocked = path.join(root, 'not-a-folder');
    writeFileSync(blocked, 'a file where the folder would be');
    const { store, pages } = await load(
      clientDir,
      path.join(blocked, 'cache'),
      'https://x.example',
    );
    await store.settled();
    const served = pages.get('/tarifs')!;
    expect(brotliDecompressSync(served.br).equals(served.html)).toBe(true);
  });
});
