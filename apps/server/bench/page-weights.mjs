// What each public page weighs on the wire (decision 0066): its HTML (raw and brotli as served)
// and the JavaScript it loads at once (module scripts, preloads and their static imports, brotli
// as served), for this tree and, with BENCH_BASELINE_DIR, a baseline build measured in the same run.
import { request } from 'node:http';
import { startBenchServer } from './bench-server.mjs';

const PAGES = [
  '/',
  '/en',
  '/fonctionnalites',
  '/en/features/ai',
  '/tarifs',
  '/en/about',
  '/privacy',
  '/blog',
  '/en/blogpost?slug=head-office-internal-comms-and-meeting-rooms',
  '/nowhere',
  '/contact',
  '/en/demo',
  '/waitlist',
  '/en/newsletter',
];
const FORM_PAGE = /\/(?:contact|demo|waitlist|newsletter)$/;

/** The body as sent with brotli, and its decoded text (bytes on the wire, not decoded). */
function getBrotli(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, wire: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const STATIC_IMPORT = /(?:^|[;}\s])import(?:[^()"']*?from)?\s*["'](\.\/[\w.-]+\.js)["']/g;

async function weigh(base, path) {
  const page = await getBrotli(`${base}${path}`);
  const html = await (await fetch(`${base}${path}`)).text();
  const queue = [...new Set(html.match(/\/assets\/[\w./-]+\.js(?=["'])/g) ?? [])];
  const seen = new Set(queue);
  let js = 0;
  for (let script = queue.shift(); script; script = queue.shift()) {
    js += (await getBrotli(`${base}${script}`)).wire.length;
    const code = await (await fetch(`${base}${script}`)).text();
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) {
      const imported = new URL(relative, `${base}${script}`).pathname;
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return { html: Buffer.byteLength(html), htmlBr: page.wire.length, js, scripts: seen.size };
}

async function measureTree(root) {
  const server = await startBenchServer({ SEED_CONTENT: 'true' }, root ? { root } : undefined);
  try {
    const rows = {};
    for (const path of PAGES) rows[path] = await weigh(server.url, path);
    return rows;
  } finally {
    await server.stop();
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

export async function benchPageWeights() {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  const before = baselineDir ? await measureTree(baselineDir) : undefined;
  const after = await measureTree();
  const rows = PAGES.map((path) => {
    const now = after[path];
    const budget = FORM_PAGE.test(path) ? 70 : 30;
    return {
      page: path.length > 32 ? `${path.slice(0, 31)}…` : path,
      ...(before && { 'JS before': kb(before[path].js) }),
      'JS KB': kb(now.js),
      'JS budget': budget,
      ...(before && { 'HTML br before': kb(before[path].htmlBr) }),
      'HTML br KB': kb(now.htmlBr),
      'HTML raw KB': kb(now.html),
    };
  });
  console.log(
    `\nPage weights, brotli as served${baselineDir ? ` (before: ${baselineDir})` : ''}\n`,
  );
  console.table(rows);
  return rows;
}
