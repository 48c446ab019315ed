import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory())
      found.push(...(await htmlFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`)));
    else if (entry.name === 'index.html') found.push(`${prefix}/index.html`);
  }
  return found;
}

/** Loads every pre-rendered page once at start, compressed, keyed by its URL path. */
export async function loadPrerenderedPages(clientDir: string) {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, file));
    const urlPath = file.replace(/\/index\.html$/, '') || '/';
    pages.set(urlPath, {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    });
  }
  return pages;
}

/** Picks the best encoding the client accepts. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
