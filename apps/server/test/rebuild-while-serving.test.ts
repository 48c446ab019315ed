import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, startServer, WEB_BUILT } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-rebuild-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

// Pages of both languages and of different kinds: pre-rendered (home, features) and rendered on
// request (the blog, the 404 page).
const PAGES = [
  '/',
  '/en',
  '/fonctionnalites',
  '/en/features',
  '/blog',
  '/en/blog',
  '/no-such-page',
];
const ASSET = /\/assets\/[\w./-]+\.(?:js|css|woff2?|svg|png|webp|avif|jpg)/g;

interface Expected {
  type: string;
  digest: string;
}

const digest = (body: ArrayBuffer) => createHash('sha256').update(Buffer.from(body)).digest('hex');

/** Every hashed asset the pages reference, in their HTML and in their stylesheets. */
async function assetUrls(base: string): Promise<string[]> {
  const found = new Set<string>();
  for (const page of PAGES) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const [url] of html.matchAll(ASSET)) found.add(url);
  }
  for (const url of [...found].filter((asset) => asset.endsWith('.css'))) {
    const css = await (await fetch(`${base}${url}`)).text();
    for (const [font] of css.matchAll(ASSET)) found.add(font);
  }
  return [...found].sort();
}

async function expectations(base: string, urls: string[]) {
  const expected = new Map<string, Expected>();
  for (const url of urls) {
    const response = await fetch(`${base}${url}`);
    expect(response.status, url).toBe(200);
    expected.set(url, {
      type: response.headers.get('content-type') ?? '',
      digest: digest(await response.arrayBuffer()),
    });
  }
  return expected;
}

/** Requests that did not answer 200 with the same type and the same bytes as before. */
async function wrongAnswers(base: string, expected: Map<string, Expected>) {
  const wrong: string[] = [];
  for (const [url, { type, digest: bytes }] of expected) {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = await response.arrayBuffer();
    const answer = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || answer !== type || digest(body) !== bytes) {
      wrong.push(`${url}: ${response.status} ${answer}`);
    }
  }
  return wrong;
}

function runBuild() {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-16_384);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.runIf(WEB_BUILT)('a rebuild while the built server runs (npm run build)', () => {
  it('leaves every asset of the pages served answering 200 with its type, before and after a restart', async () => {
    const databaseUrl = path.join(dir, 'rebuild.db');
    const server = await startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
    const urls = await assetUrls(server.url);
    expect(urls.some((url) => url.endsWith('.js'))).toBe(true);
    expect(urls.some((url) => url.endsWith('.css'))).toBe(true);
    const expected = await expectations(server.url, urls);
    const releaseBefore = realpathSync(path.join(repoRoot, 'apps/web/build'));

    // The real build, with the server polling every asset in turn until it ends.
    const building = runBuild();
    let done = false;
    void building.then(() => (done = true));
    const wrong: string[] = [];
    let requests = 0;
    while (!done) {
      wrong.push(...(await wrongAnswers(server.url, expected)));
      requests += expected.size;
      // 25 ms between rounds: the build needs the two cores more than the poll does.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { code, output } = await building;
    console.log(
      `rebuild while serving: ${requests} asset requests, ${wrong.length} wrong (${urls.length} assets)`,
    );
    expect(code, output).toBe(0);
    expect(wrong.slice(0, 20)).toEqual([]);
    // Still there once the build has switched.
    expect(await wrongAnswers(server.url, expected)).toEqual([]);

    // The build is a new release that the paths everyone uses now lead to.
    const releaseAfter = realpathSync(path.join(repoRoot, 'apps/web/build'));
    expect(releaseAfter).not.toBe(releaseBefore);
    expect(readlinkSync(path.join(repoRoot, 'apps/server/dist'))).toMatch(/^dist\./);
    // Assets the new build did not make itself (another hash) are served from the carried files.
    const own = new Set(
      (
        JSON.parse(readFileSync(path.join(releaseAfter, 'release.json'), 'utf8')) as {
          assets: string[];
        }
      ).assets.map((file) => `/assets/${file}`),
    );
    console.log(`carried into the new release: ${urls.filter((url) => !own.has(url)).length}`);

    // Restarted on the new build: the old pages' assets still answer, the pages are the new ones.
    await server.stop();
    const restarted = await startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
    expect(await wrongAnswers(restarted.url, expected)).toEqual([]);
    // A pre-rendered page that no content record changes: it loads the new build's island.
    const contact = await (await fetch(`${restarted.url}/contact`)).text();
    const islands = JSON.parse(
      readFileSync(path.join(releaseAfter, 'islands', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    expect(contact).toContain(`src="${islands['contact-form']!.file}"`);
    await restarted.stop();
  }, 900_000);
});
