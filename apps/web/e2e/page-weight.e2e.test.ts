import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

/**
 * docs/product.md §13 (decision 0066): a content page loads at most 30 KB of compressed
 * JavaScript, a page with a form (waitlist, contact, demo, newsletter) at most 70 KB.
 */
const CONTENT_BUDGET_BYTES = 30 * 1000;
const FORM_BUDGET_BYTES = 70 * 1000;
const FORM_PAGES = /^(?:en\/)?(?:waitlist|contact|demo|newsletter)\/index\.html$/;
/**
 * The response headers of one script, which Lighthouse counts in its transfer size: the production
 * server sends 352 to 357 bytes (status line, type, length or chunked, cache-control, vary,
 * encoding, nosniff, resource policy, date, keep-alive), rounded up.
 */
const HEADER_BYTES_PER_SCRIPT = 360;

function prerenderedPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : prerenderedPages(file);
    return entry.name === 'index.html' ? [file] : [];
  });
}

/** The scripts a page loads: its islands' module scripts and the chunks they preload. */
function pageScripts(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w./-]+\.js(?=["'])/g))];
}

/**
 * What a script's body weighs on the wire: its `.br` from the build, or for a file too small to be
 * pre-compressed, brotli at the quality the server compresses with as it sends (apps/server's
 * `web-app.ts`).
 */
function compressedBytes(script: string): number {
  const file = path.join(clientDir, script);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
  return brotliCompressSync(readFileSync(file), { params }).length;
}

function pageWeight(page: string) {
  const scripts = pageScripts(readFileSync(page, 'utf8'));
  const bytes = scripts.reduce(
    (sum, script) => sum + compressedBytes(script) + HEADER_BYTES_PER_SCRIPT,
    0,
  );
  return { page: path.relative(clientDir, page), scripts: scripts.length, bytes };
}

describe('page weight of the build', () => {
  it('keeps every pre-rendered page within the JavaScript budget, as Lighthouse counts it', () => {
    const weights = prerenderedPages(clientDir).map(pageWeight);
    // Both languages of every marketing page but the blog (rendered on request).
    expect(weights.length).toBeGreaterThanOrEqual(30);
    for (const weight of weights) expect(weight.scripts).toBeGreaterThan(0);
    const budget = (page: string) =>
      FORM_PAGES.test(page) ? FORM_BUDGET_BYTES : CONTENT_BUDGET_BYTES;
    const overBudget = weights.filter((weight) => weight.bytes > budget(weight.page));
    expect(overBudget).toEqual([]);
    // The framework is the console's alone: no site page loads React Router's chunks.
    const withFramework = weights.filter((weight) =>
      pageScripts(readFileSync(path.join(clientDir, weight.page), 'utf8')).some(
        (script) => !script.startsWith('/assets/islands/'),
      ),
    );
    expect(withFramework).toEqual([]);
  });
});
