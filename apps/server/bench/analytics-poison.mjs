// A poisoned day (issue 26): page views whose pages, campaigns, referrers and user agents are
// all distinct, sent over loopback from 60 client addresses (TRUST_PROXY + X-Forwarded-For) at
// the rate limit's pace, then the roll-up of that day. Prints the database growth, the roll-up
// time, the server's peak RSS, and `/healthz` p99 when quiet, during ingest and during the
// roll-up. SQLite (the default database). BENCH_POISON_VIEWS scales it (100,000 by default).
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { startBenchServer } from './bench-server.mjs';

const VIEWS = Number(process.env.BENCH_POISON_VIEWS ?? 100_000);
const ADDRESSES = 60;
const PER_BATCH = 30;
const SENDERS = 16;
const DAY_MS = 86_400_000;

/** The bytes of a SQLite database and its WAL. */
function databaseBytes(file) {
  const size = (name) => (existsSync(name) ? statSync(name).size : 0);
  return size(file) + size(`${file}-wal`);
}

/** `VmRSS` or `VmHWM` (peak) of a process, in MB. */
function memoryOf(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** Sequential `/healthz` probes until `stop()`; answers their durations (ms). */
function probe(url) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${url}/healthz`).then((response) => response.arrayBuffer());
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times;
    },
  };
}

function p99(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}

/** Batch `index`: 30 page views, every page, campaign and referrer new, a new user agent. */
function batchOf(index) {
  const events = Array.from({ length: PER_BATCH }, (_, n) => ({
    event_name: 'pageview',
    properties: { referrer: `https://r${index}-${n}.example/` },
    timestamp: new Date().toISOString(),
    page_url: `https://vitrine.example/p/${index}-${n}?utm_source=s${index}&utm_campaign=c${index}-${n}`,
  }));
  return {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'x-forwarded-for': `10.26.${index % ADDRESSES}.1`,
      'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${index}.0 Safari/537.36`,
    },
    body: JSON.stringify({ events }),
  };
}

async function ingest(url) {
  const batches = Math.ceil(VIEWS / PER_BATCH);
  let next = 0;
  const statuses = new Map();
  const sender = async () => {
    while (next < batches) {
      const index = next++;
      const response = await fetch(`${url}/api/apps/vitrine/analytics/track/batch`, batchOf(index));
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return Object.fromEntries(statuses);
}

/** Moves the stored day back one day, so the next start rolls it up (it is finished). */
function makeYesterday(file) {
  const db = new BetterSqlite3(file);
  const { day } = db.prepare('SELECT max(day) AS day FROM analytics_sessions').get();
  const yesterday = new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  for (const table of ['analytics_sessions', 'analytics_pageviews'])
    db.prepare(`UPDATE ${table} SET day = ? WHERE day = ?`).run(yesterday, day);
  const stored = db.prepare('SELECT count(*) AS n FROM analytics_pageviews').get().n;
  const pages = db.prepare('SELECT count(DISTINCT page) AS n FROM analytics_pageviews').get().n;
  db.close();
  return { yesterday, stored, pages };
}

/** Resolves once `day`'s pair roll-up mark is committed (the last write of a day's roll-up). */
async function rolledUp(file, day) {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  const mark = db.prepare(
    `SELECT 1 FROM analytics_daily_pairs WHERE day = ? AND filter_property = '' AND property = ''`,
  );
  try {
    while (!mark.get(day)) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    db.close();
  }
}

export async function benchAnalyticsPoison() {
  const env = { TRUST_PROXY: '1', PUBLIC_URL: 'https://vitrine.example' };
  const server = await startBenchServer(env);
  const file = server.databaseUrl;
  const quiet = probe(server.url);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const quietTimes = await quiet.stop();
  const before = databaseBytes(file);
  const during = probe(server.url);
  const started = performance.now();
  const statuses = await ingest(server.url);
  const ingestS = (performance.now() - started) / 1000;
  const ingestTimes = await during.stop();
  const after = databaseBytes(file);
  await server.stop({ keep: true });
  const { yesterday, stored, pages } = makeYesterday(file);

  // The roll-up runs 5 s after the start (about when /readyz answers): the probes cover it whole.
  const again = await startBenchServer({ ...env, DATABASE_URL: file });
  const readyRss = memoryOf(again.pid, 'VmRSS');
  const rollup = probe(again.url);
  const rollupStart = performance.now();
  await rolledUp(file, yesterday);
  const rollupS = (performance.now() - rollupStart) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const rollupTimes = await rollup.stop();
  const peakRss = memoryOf(again.pid, 'VmHWM');
  const grown = databaseBytes(file);
  await again.stop();
  rmSync(path.dirname(file), { recursive: true, force: true });

  console.log(
    `\nAnalytics poisoning — ${VIEWS.toLocaleString('en')} distinct page views from ${ADDRESSES} addresses (${SENDERS} senders), SQLite, production build`,
  );
  console.log(
    `answers: ${JSON.stringify(statuses)}; ${stored} page views stored, ${pages} distinct pages`,
  );
  const rows = [
    {
      figure: 'database before / after ingest (MB)',
      value: `${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)}`,
    },
    { figure: 'database after roll-up (MB)', value: (grown / 1e6).toFixed(1) },
    { figure: 'ingest time (s)', value: ingestS.toFixed(1) },
    { figure: 'ready → day rolled up (s, incl. the 5 s start delay)', value: rollupS.toFixed(1) },
    { figure: 'server RSS ready / peak (MB)', value: `${readyRss} / ${peakRss}` },
    { figure: '/healthz p99 quiet (ms)', value: p99(quietTimes) },
    { figure: '/healthz p99 during ingest (ms)', value: p99(ingestTimes) },
    { figure: '/healthz p99 during roll-up (ms)', value: p99(rollupTimes) },
    { figure: '/healthz max during roll-up (ms)', value: Math.round(Math.max(...rollupTimes)) },
  ];
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnalyticsPoison();
