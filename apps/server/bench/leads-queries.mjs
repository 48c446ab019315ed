// `npm run bench -- leads`: the admin console's lead queries on 50,000 WaitlistSubscriber rows,
// through the API of the production build, on SQLite and (with TEST_DATABASE_URL or
// BENCH_DATABASE_URL) on PostgreSQL.
import { onEachDatabase } from './bench-databases.mjs';
import { BENCH_ADMIN, startBenchServer } from './bench-server.mjs';
import { seedLeads } from './leads-seed.mjs';

const ROWS = Number(process.env.BENCH_LEADS ?? 50_000);
const RUNS = 5;
const APP = 'vitrine';
const q = (filter) => `q=${encodeURIComponent(JSON.stringify(filter))}`;
/** The console's search box: escaped text, case-insensitive, on the name and contact fields. */
const search = (pattern) => ({
  $or: ['email', 'firstName', 'lastName', 'company'].map((field) => ({
    [field]: { $regex: pattern, $options: 'i' },
  })),
});
const FILTER = { language: 'fr', interests: { $all: ['analytics'] }, screensCount: '6-20' };
const PAGE = 'sort=-created_date&limit=50';

const SCENARIOS = [
  ['count (all)', '/count'],
  ['first page: 50 newest', `?${PAGE}`],
  ['page at skip 25,000', `?${PAGE}&skip=25000`],
  ['search "dupont" ($regex, i): page', `?${q(search('dupont'))}&${PAGE}`],
  ['search "dupont" ($regex, i): count', `/count?${q(search('dupont'))}`],
  ['search "dup[o0]nt" (real regex): page', `?${q(search('dup[o0]nt'))}&${PAGE}`],
  ['search "dup[o0]nt" (real regex): count', `/count?${q(search('dup[o0]nt'))}`],
  ['filter language+interests+screens: page', `?${q(FILTER)}&${PAGE}`],
  ['filter language+interests+screens: count', `/count?${q(FILTER)}`],
  ['CSV export, every lead', '/export'],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${response.status} ${body.toString().slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: body.length };
  };
  await once(); // warm-up
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await once());
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), bytes: samples[0].bytes };
}

async function benchOn(name, env) {
  const server = await startBenchServer(env);
  try {
    const seeding = performance.now();
    await seedLeads(server.databaseUrl, ROWS);
    const seeded = Math.round(performance.now() - seeding);
    const login = await fetch(`${server.url}/api/apps/${APP}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { access_token: token } = await login.json();
    const rows = [];
    for (const [scenario, path] of SCENARIOS) {
      const url = `${server.url}/api/apps/${APP}/entities/WaitlistSubscriber${path}`;
      const { median, p95, bytes } = await measure(url, token);
      rows.push({
        database: name,
        scenario,
        'median ms': Math.round(median * 10) / 10,
        'p95 ms': Math.round(p95 * 10) / 10,
        answer: bytes > 100_000 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${bytes} B`,
      });
    }
    console.log(`\n${name}: ${ROWS.toLocaleString('en')} leads seeded in ${seeded} ms`);
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchLeads() {
  const rows = await onEachDatabase(benchOn);
  console.log(
    `\nLead queries — ${ROWS.toLocaleString('en')} WaitlistSubscriber rows, admin API, median of ${RUNS} (after a warm-up)\n`,
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLeads();
