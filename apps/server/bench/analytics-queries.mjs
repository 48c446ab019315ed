// `npm run bench -- analytics`: every dashboard query of the Stats API over 1,000,000 page
// views spread over 30 days, through the production server, on SQLite and (with
// BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL. First without roll-ups (the raw-scan
// baseline: ANALYTICS=false starts no roll-up job), then with the finished days rolled up.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { seedAnalytics } from './analytics-seed.mjs';
import { benchPostgresUrl, inFreshSchema, onEachDatabase } from './bench-databases.mjs';
import { adminToken, startBenchServer } from './bench-server.mjs';

const PAGEVIEWS = Number(process.env.BENCH_ANALYTICS_PAGEVIEWS ?? 1_000_000);
const DAYS = 30;
const RUNS = 20;
const BASELINE_RUNS = Number(process.env.BENCH_ANALYTICS_BASELINE_RUNS ?? 5);
const APP = 'vitrine';
const f = (filters) => `filters=${encodeURIComponent(filters)}`;
const PROPERTIES = [
  'page',
  'entry_page',
  'exit_page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'os',
  'language',
  'country',
  'goal',
];

// The dashboard with two rows clicked, `!=`, `a|b`, and properties the pair roll-ups leave out.
const MULTI_CLAUSE = [
  [
    'aggregate source==LinkedIn;device==Mobile',
    `aggregate?period=30d&${f('source==LinkedIn;device==Mobile')}`,
  ],
  [
    'aggregate page==/tarifs;source==Google',
    `aggregate?period=30d&${f('page==/tarifs;source==Google')}`,
  ],
  [
    'timeseries source==Google;device==Mobile',
    `timeseries?period=30d&${f('source==Google;device==Mobile')}`,
  ],
  [
    'breakdown page, source==Google;device==Mobile',
    `breakdown?period=30d&property=page&${f('source==Google;device==Mobile')}`,
  ],
  [
    'breakdown source, page==/tarifs;device==Mobile',
    `breakdown?period=30d&property=source&${f('page==/tarifs;device==Mobile')}`,
  ],
  [
    'breakdown device, page==/tarifs;source==Google',
    `breakdown?period=30d&property=device&${f('page==/tarifs;source==Google')}`,
  ],
  [
    'breakdown goal, source==Google;device==Mobile',
    `breakdown?period=30d&property=goal&${f('source==Google;device==Mobile')}`,
  ],
  ['aggregate device!=Mobile', `aggregate?period=30d&${f('device!=Mobile')}`],
  ['breakdown page, device!=Mobile', `breakdown?period=30d&property=page&${f('device!=Mobile')}`],
  ['aggregate source==Google|LinkedIn', `aggregate?period=30d&${f('source==Google|LinkedIn')}`],
  [
    'breakdown country, source==Google',
    `breakdown?period=30d&property=country&${f('source==Google')}`,
  ],
  ['breakdown source, country==BE', `breakdown?period=30d&property=source&${f('country==BE')}`],
];

const SCENARIOS = [
  ['aggregate 30d + previous', 'aggregate?period=30d&compare=previous_period'],
  ['timeseries 30d by day + previous', 'timeseries?period=30d&compare=previous_period'],
  ['timeseries today by hour', 'timeseries?period=day'],
  ...PROPERTIES.map((property) => [
    `breakdown ${property}`,
    `breakdown?period=30d&property=${property}`,
  ]),
  [
    'aggregate source==Google (roll-up)',
    `aggregate?period=30d&compare=previous_period&${f('source==Google')}`,
  ],
  ['aggregate page==/tarifs (roll-up)', `aggregate?period=30d&${f('page==/tarifs')}`],
  ['timeseries source==LinkedIn (roll-up)', `timeseries?period=30d&${f('source==LinkedIn')}`],
  [
    'aggregate device==Mobile;source==Google',
    `aggregate?period=30d&${f('device==Mobile;source==Google')}`,
  ],
  // A click on a row: the other tables with that filter (pair roll-ups).
  ...['page', 'entry_page', 'utm_campaign', 'device', 'language', 'goal'].map((property) => [
    `breakdown ${property}, source==Google`,
    `breakdown?period=30d&property=${property}&${f('source==Google')}`,
  ]),
  ['breakdown source, page==/tarifs', `breakdown?period=30d&property=source&${f('page==/tarifs')}`],
  [
    'breakdown page, utm_campaign==printemps',
    `breakdown?period=30d&property=page&${f('utm_campaign==printemps')}`,
  ],
  // Several clauses, exclusions, alternatives, non-crossed properties (docs/decisions/0026).
  ...MULTI_CLAUSE,
  ['breakdown source CSV', 'breakdown?period=30d&property=source&format=csv'],
  ['realtime', 'realtime'],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url, token, runs) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  await once(); // warm-up
  const times = [];
  for (let run = 0; run < runs; run += 1) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function timeAll(server, runs) {
  const token = await adminToken(server, APP);
  const figures = new Map();
  for (const [name, path] of SCENARIOS) {
    figures.set(
      name,
      await measure(`${server.url}/api/apps/${APP}/analytics/stats/${path}`, token, runs),
    );
  }
  return figures;
}

/**
 * Requests `url` back to back until stopped; answers the slowest response in ms: how long the
 * server's event loop stayed blocked (a synchronous SQLite query holds every request).
 */
function probeWhile(url) {
  let stopped = false;
  let slowest = 0;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      await (await fetch(url)).text();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return Math.round(slowest);
    },
  };
}

/** Finished days rolled up so far (their totals row). */
async function rolledDays(databaseUrl) {
  return count(
    databaseUrl,
    `SELECT COUNT(*) AS n FROM analytics_daily WHERE property = '' AND value = ''`,
  );
}

/** Rows of the second-level roll-up (0 before it existed). */
async function pairRows(databaseUrl) {
  return count(databaseUrl, 'SELECT COUNT(*) AS n FROM analytics_daily_pairs').catch(() => 0);
}

async function count(databaseUrl, query) {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const db = new BetterSqlite3(databaseUrl, { readonly: true });
    try {
      return Number(db.prepare(query).get().n);
    } finally {
      db.close();
    }
  }
  const parsed = new URL(databaseUrl);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  const client = new pg.Client({
    connectionString: parsed.toString(),
    options: `-c search_path=${schema}`,
  });
  await client.connect();
  try {
    return Number((await client.query(query)).rows[0].n);
  } finally {
    await client.end();
  }
}

async function benchOn(name, env) {
  // SQLite: a file both servers open in turn.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-analytics-'));
  try {
    // No retention job: it would roll days up while they are being seeded.
    const base = { DATABASE_URL: path.join(dir, 'analytics.db'), RETENTION_JOB: 'false' };
    return await benchTwice(name, { ...base, ...env });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchTwice(name, env) {
  const raw = await startBenchServer({ ...env, ANALYTICS: 'false' });
  let seeded;
  let baseline;
  try {
    const started = performance.now();
    seeded = await seedAnalytics(raw.databaseUrl, PAGEVIEWS, DAYS);
    seeded.ms = Math.round(performance.now() - started);
    baseline = await timeAll(raw, BASELINE_RUNS);
  } finally {
    await raw.stop();
  }
  const server = await startBenchServer({ ...env, ANALYTICS: 'true' });
  try {
    const rolling = performance.now();
    const probe = probeWhile(`${server.url}/healthz`);
    while ((await rolledDays(server.databaseUrl)) < DAYS - 1)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const rollupMs = Math.round(performance.now() - rolling);
    const slowest = await probe.stop();
    console.log(
      `\n${name}: ${seeded.pageviews.toLocaleString('en')} page views, ${seeded.visits.toLocaleString('en')} visits, ${seeded.conversions.toLocaleString('en')} leads seeded in ${seeded.ms} ms; ${DAYS - 1} days rolled up in ${rollupMs} ms (first run 5 s after start included); slowest /healthz during the roll-up ${slowest} ms (${await pairRows(server.databaseUrl)} pair rows)`,
    );
    const rolled = await timeAll(server, RUNS);
    const rows = SCENARIOS.map(([scenario]) => ({
      database: name,
      scenario,
      'p50 ms': Math.round(rolled.get(scenario).p50 * 10) / 10,
      'p95 ms': Math.round(rolled.get(scenario).p95 * 10) / 10,
      'raw p50 ms': Math.round(baseline.get(scenario).p50),
      'raw p95 ms': Math.round(baseline.get(scenario).p95),
    }));
    console.table(rows);
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchAnalytics() {
  // BENCH_ANALYTICS_POSTGRES_ONLY=true skips SQLite (a second look at PostgreSQL's figures).
  const rows =
    process.env.BENCH_ANALYTICS_POSTGRES_ONLY === 'true' && benchPostgresUrl()
      ? await inFreshSchema(benchPostgresUrl(), (env) => benchOn('PostgreSQL', env))
      : await onEachDatabase(benchOn);
  console.log(
    `\nStats API — ${PAGEVIEWS.toLocaleString('en')} page views over ${DAYS} days; p50/p95 of ${RUNS} runs with roll-ups, raw scans (no roll-ups, ${BASELINE_RUNS} runs) beside; target p95 ≤ 150 ms\n`,
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnalytics();
