import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPrerenderedPages, rewriteAppIdMeta } from './prerendered-pages';

const page = (appId: string) =>
  `<html><head><meta charSet="utf-8"/><meta name="vitrine-app-id" content="${appId}"/><link rel="canonical" href="http://localhost:3000/tarifs"/></head><body>vitrine</body></html>`;

describe('pre-rendered pages', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-prerendered-'));
  mkdirSync(path.join(dir, 'tarifs'));
  writeFileSync(path.join(dir, 'tarifs', 'index.html'), page('vitrine'));
  writeFileSync(path.join(dir, 'tarifs', 'index.html.br'), 'stale');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the server app id into the app id meta only', () => {
    expect(rewriteAppIdMeta(page('vitrine'), 'other_app')).toBe(
      page('other_app').replace('body>vitrine', 'body>vitrine'),
    );
    expect(rewriteAppIdMeta(page('vitrine'), 'a"b')).toContain('content="a&quot;b"');
    expect(rewriteAppIdMeta('<html></html>', 'x')).toBe('<html></html>');
  });

  it('moves the origin and the app id at load, recompressing what changed', async () => {
    const pages = await loadPrerenderedPages(
      dir,
      { from: 'http://localhost:3000', to: 'https://vitrine.example' },
      'site-2',
    );
    const tarifs = pages.get('/tarifs');
    const html = tarifs?.html.toString('utf8') ?? '';
    expect(html).toContain('<meta name="vitrine-app-id" content="site-2"/>');
    expect(html).toContain('href="https://vitrine.example/tarifs"');
    expect(html).toContain('<body>vitrine</body>');
    expect(brotliDecompressSync(tarifs!.br).toString('utf8')).toBe(html);
  });

  it('keeps the build files when nothing changes', async () => {
    const pages = await loadPrerenderedPages(dir, undefined, 'vitrine');
    expect(pages.get('/tarifs')?.br.toString('utf8')).toBe('stale');
  });
});
