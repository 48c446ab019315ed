// `npm run bench -- regex`: `/healthz` latency while hostile `$regex` filters (from visitors and
// from an admin) hit the production build, next to `/healthz` alone, measured in the same run; on
// SQLite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { onEachDatabase } from './bench-databases.mjs';
import { BENCH_ADMIN, startBenchServer } from './bench-server.mjs';

const POSTS = Number(process.env.BENCH_REGEX_POSTS ?? 300);
const CONTENT_CHARS = Number(process.env.BENCH_REGEX_CONTENT ?? 4000);
const BASELINE_MS = 5000;
const LOAD_MS = Number(process.env.BENCH_REGEX_LOAD_MS ?? 10_000);
const PROBE_EVERY_MS = 25;
/** A probe or an attack still unanswered after this is counted at this value. */
const GIVE_UP_MS = 30_000;
const APP = 'vitrine';

/** The attack of decision 0012: RE2's cost grows with the compiled pattern (4,000 instructions). */
const HOSTILE = '[^\\x00]{1000}[^\\x00]{1000}[^\\x00]{1000}[^\\x00]{1000}[\\x00\\x01]';
/** The costliest shape the admin caps let through (repetitions ≤ 100, program ≤ 250). */
const BOUNDED = '[^\\x00]{60}[^\\x00]{60}[^\\x00]{60}[^\\x00]{60}[\\x00\\x01]';

const q = (filter) => encodeURIComponent(JSON.stringify(filter));
/** A different `slug` each time, so no cache can answer. */
const one = (pattern, n) => ({ content: { $regex: pattern }, slug: { $ne: `r${n}` } });
const three = (pattern, n) => ({ $or: [1, 2, 3].map((branch) => one(pattern, `${n}-${branch}`)) });

const ATTACKS = [
  { name: 'visitor, count, 1 branch', admin: false, path: (n) => `/count?q=${q(one(HOSTILE, n))}` },
  { name: 'visitor, list, 3 $or', admin: false, path: (n) => `?limit=1&q=${q(three(HOSTILE, n))}` },
  { name: 'admin, count, 1 branch', admin: true, path: (n) => `/count?q=${q(one(HOSTILE, n))}` },
  { name: 'admin, capped, 3 $or', admin: true, path: (n) => `/count?q=${q(three(BOUNDED, n))}` },
];

const LOREM =
  'Les écrans en magasin demandent un plan de contenu, des mesures et une liste de contrôle. ';

function posts(total) {
  return Array.from({ length: total }, (_, n) => ({
    title: `Article ${n} sur les écrans en magasin`,
    excerpt: 'Comment planifier le contenu d’un réseau d’écrans, mesures à l’appui.',
    slug: `article-${n}`,
    content: LOREM.repeat(Math.ceil(CONTENT_CHARS / LOREM.length)).slice(0, CONTENT_CHARS),
    category: 'digital-signage',
    tags: ['screens'],
    read_time: 5,
    published: true,
    language: n % 2 === 0 ? 'fr' : 'en',
  }));
}

async function signIn(url) {
  const response = await fetch(`${url}/api/apps/${APP}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return (await response.json()).access_token;
}

async function seed(url, token) {
  const all = posts(POSTS);
  for (let start = 0; start < all.length; start += 200) {
    const response = await fetch(`${url}/api/apps/${APP}/entities/BlogPost/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(all.slice(start, start + 200)),
    });
    if (!response.ok) throw new Error(`seeding: ${response.status} ${await response.text()}`);
  }
}

/** Milliseconds until the answer's body has arrived; GIVE_UP_MS when it never does. */
async function timed(url, headers = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(GIVE_UP_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: GIVE_UP_MS, status: 'no answer' };
  }
}

/** `/healthz` every PROBE_EVERY_MS for `duration`, each probe on its own (they may overlap). */
async function probeHealth(url, duration) {
  const probes = [];
  const until = performance.now() + duration;
  while (performance.now() < until) {
    probes.push(timed(`${url}/healthz`));
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return (await Promise.all(probes)).map((probe) => probe.ms);
}

/** Sends one attack of a kind after another until `stop()` says so. */
async function attack(url, token, { admin, path }, stop) {
  const headers = admin ? { authorization: `Bearer ${token}` } : {};
  const results = [];
  for (let n = 0; !stop(); n += 1) {
    const unique = `${randomBytes(3).toString('hex')}${n}`;
    results.push(await timed(`${url}/api/apps/${APP}/entities/BlogPost${path(unique)}`, headers));
  }
  return results;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (value) => (value >= GIVE_UP_MS ? `≥ ${GIVE_UP_MS}` : Math.round(value * 10) / 10);

function statusCounts(results) {
  const counts = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

async function stopServer(server) {
  const stopping = server.stop();
  // A server stuck in a regex never reads its SIGTERM: end it after 5 s.
  const kill = setTimeout(() => process.kill(server.pid, 'SIGKILL'), 5000);
  await stopping;
  clearTimeout(kill);
}

function row(database, label, times, extra = {}) {
  const p50 = ms(percentile(times, 50));
  return { database, '/healthz': label, p50, p99: ms(percentile(times, 99)), ...extra };
}

async function benchOn(database, env) {
  const server = await startBenchServer(env);
  try {
    const token = await signIn(server.url);
    await seed(server.url, token);
    const baseline = await probeHealth(server.url, BASELINE_MS);
    const loadEnds = performance.now() + LOAD_MS;
    const stop = () => performance.now() >= loadEnds;
    const attacks = ATTACKS.map((kind) => attack(server.url, token, kind, stop));
    const underLoad = await probeHealth(server.url, LOAD_MS);
    const results = await Promise.all(attacks);
    return [
      row(database, 'alone', baseline),
      row(database, 'under hostile $regex', underLoad),
      ...ATTACKS.map((kind, index) =>
        row(
          database,
          `  attack: ${kind.name}`,
          results[index].map((result) => result.ms),
          { answers: statusCounts(results[index]) },
        ),
      ),
    ];
  } finally {
    await stopServer(server);
  }
}

export async function benchRegex() {
  const rows = await onEachDatabase(benchOn);
  console.log(
    `\n/healthz latency (ms), probed every ${PROBE_EVERY_MS} ms: ${BASELINE_MS / 1000} s alone, then ${LOAD_MS / 1000} s while ${ATTACKS.length} clients send hostile $regex filters one after another; ${POSTS} published posts of ${CONTENT_CHARS.toLocaleString('en')} characters\n`,
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRegex();
