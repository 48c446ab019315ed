import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type CompressedPageStore, QUICK_BROTLI_QUALITY } from './compressed-page-store';

export interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The page's Content-Security-Policy, made on its first request (`content-security-policy.ts`). */
  contentSecurityPolicy?: string;
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

const brotli = (html: Buffer) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

const quickBrotli = (html: Buffer) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY } });

async function readIfPresent(file: string) {
  return readFile(file).catch(() => undefined);
}

/** What the build recorded about its pre-rendered pages (`apps/web/react-router.config.ts`). */
export interface PrerenderFacts {
  /** The origin written into the pages' absolute URLs (canonical, hreflang, Open Graph, JSON-LD). */
  origin?: string;
  /** The marker the renderer put on its own inline scripts (`content-security-policy.ts`). */
  scriptMarker?: string;
}

/** Reads `prerender.json` next to the client build; an older build without it gives `{}`. */
export async function readPrerenderFacts(buildDir: string): Promise<PrerenderFacts> {
  try {
    const file = await readFile(path.join(buildDir, 'prerender.json'), 'utf8');
    const { origin, scriptMarker } = JSON.parse(file) as Record<string, unknown>;
    return {
      origin: typeof origin === 'string' ? origin : undefined,
      scriptMarker: typeof scriptMarker === 'string' ? scriptMarker : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The islands the build made (`<build>/islands/manifest.json`, decision 0066): each name's script
 * and the chunks it imports, as public URLs. A build without islands gives `undefined`.
 */
export async function readIslandManifest(
  buildDir: string,
): Promise<Record<string, { file: string; imports: string[] }> | undefined> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(buildDir, 'islands', 'manifest.json'), 'utf8'),
    ) as unknown;
    return parsed !== null && typeof parsed === 'object'
      ? (parsed as Record<string, { file: string; imports: string[] }>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface OriginRewrite {
  from: string | undefined;
  to: string;
}

/** The `<meta>` through which pages tell their forms the API's app id (`apps/web/app/api`). */
const APP_ID_META = /<meta name="vitrine-app-id" content="[^"]*"\/>/;

/** Puts the server's app id into a page's app id `<meta>` (pages without one are left as they are). */
export function rewriteAppIdMeta(html: string, appId: string) {
  const safe = appId.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(APP_ID_META, () => `<meta name="vitrine-app-id" content="${safe}"/>`);
}

/**
 * Loads every pre-rendered page once at start, compressed, keyed by its URL path. Absolute URLs
 * are moved from the build's origin to the server's public URL, and the app id `<meta>` carries
 * the server's `APP_ID` whatever the build had. A rewritten page loses the build's compressed
 * files: with a `store`, its brotli 11 and gzip 9 come from the disk cache, or it is served with
 * brotli 5 and gzip 9 until the store has made them in the background (decision 0050); without
 * one, they are made here.
 */
export async function loadPrerenderedPages(
  clientDir: string,
  origin?: OriginRewrite,
  appId?: string,
  store?: CompressedPageStore,
) {
  const pages = new Map<string, PrerenderedPage>();
  const from = origin?.from;
  const to = origin?.to;
  const moveOrigin = from !== undefined && to !== undefined && from !== to;
  const loaded = await Promise.all(
    (await htmlFiles(clientDir)).map(async (file) => {
      const fullPath = path.join(clientDir, file);
      const raw = await readFile(fullPath);
      const original = raw.toString('utf8');
      let text = moveOrigin ? original.replaceAll(from, to) : original;
      if (appId !== undefined) text = rewriteAppIdMeta(text, appId);
      const rewrite = text !== original;
      const html = rewrite ? Buffer.from(text) : raw;
      const urlPath = file.replace(/\/index\.html$/, '') || '/';
      return { urlPath, fullPath, html, rewrite };
    }),
  );
  store?.useKey(loaded.filter((page) => page.rewrite).map((page) => page.html));
  const later: Array<{ urlPath: string; html: Buffer }> = [];
  // Set in the build's order once all are made.
  const made = new Map<string, PrerenderedPage>();
  await Promise.all(
    loaded.map(async ({ urlPath, fullPath, html, rewrite }) => {
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      if (!rewrite) {
        // The build's precompressed files are right when the page was not rewritten.
        const [br, gz] = await Promise.all([
          readIfPresent(`${fullPath}.br`),
          readIfPresent(`${fullPath}.gz`),
        ]);
        made.set(urlPath, {
          html,
          br: br ?? brotli(html),
          gzip: gz ?? gzipSync(html, { level: 9 }),
          etag,
        });
        return;
      }
      if (!store) {
        made.set(urlPath, { html, br: brotli(html), gzip: gzipSync(html, { level: 9 }), etag });
        return;
      }
      const cached = await store.read(html);
      if (cached) {
        made.set(urlPath, { html, ...cached, etag });
        return;
      }
      made.set(urlPath, { html, br: quickBrotli(html), gzip: gzipSync(html, { level: 9 }), etag });
      later.push({ urlPath, html });
    }),
  );
  for (const { urlPath } of loaded) pages.set(urlPath, made.get(urlPath)!);
  if (store) {
    for (const { urlPath, html } of later) {
      store.compressLater(html, (bodies) => {
        const current = pages.get(urlPath);
        // A page rendered again meanwhile (`ContentPageRefresh`) stays as it is.
        if (current?.html === html) pages.set(urlPath, { ...current, ...bodies });
      });
    }
    await store.prune();
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
