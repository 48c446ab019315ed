// Audience events ingested over HTTP (`POST …/analytics/track/batch`, the Base44 SDK's format)
// next to the bare POST route of the same server, on SQLite (synchronous=FULL: durable
// commits) and on PostgreSQL when one is configured. Stored rows are counted afterwards.
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { onEachDatabase } from './bench-databases.mjs';
import { startBenchServer } from './bench-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Distinct visitors the clients take turns at (one user agent each, as the id hashes it). */
const VISITORS = 5000;
const PAGES = ['/', '/tarifs', '/fonctionnalites', '/blog', '/contact', '/en/pricing'];

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Autocannon requests: each a batch of `size` page views from the next visitor in turn. */
function batchRequests(size) {
  let counter = 0;
  return [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9' },
      setupRequest: (request) => {
        counter += 1;
        const visitor = counter % VISITORS;
        const events = Array.from({ length: size }, (_, n) => ({
          event_name: 'pageview',
          properties: { referrer: n === 0 ? 'https://www.google.fr/' : '' },
          timestamp: new Date().toISOString(),
          page_url: `https://vitrine.example${PAGES[(counter + n) % PAGES.length]}?utm_campaign=c${visitor % 7}`,
        }));
        return {
          ...request,
          headers: {
            ...request.headers,
            'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${visitor}.0 Safari/537.36`,
          },
          body: JSON.stringify({ events }),
        };
      },
    },
  ];
}

async function storedPageviews(databaseUrl) {
  if (!/^postgres/.test(databaseUrl)) {
    const db = new BetterSqlite3(databaseUrl, { readonly: true });
    const { n } = db.prepare('SELECT count(*) AS n FROM analytics_pageviews').get();
    db.close();
    return n;
  }
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM ${schema}.analytics_pageviews`,
  );
  await client.end();
  return rows[0].n;
}

function row(scenario, result, size, baseline) {
  const perSecond = result.requests.average;
  return {
    scenario,
    'req/s': Math.round(perSecond),
    'events/s': size ? Math.round(perSecond * size) : '',
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    'vs bare': baseline
      ? `${Math.round((perSecond / baseline.requests.average) * 100)} %`
      : '100 %',
  };
}

async function benchOn(name, env) {
  const server = await startBenchServer({ ...env, ANALYTICS_RATE_LIMIT: '100000' });
  try {
    const url = `${server.url}/api/apps/vitrine/analytics/track/batch`;
    const bare = await run({
      url: `${server.url}/__bench/constant`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [] }),
    });
    const single = await run({ url, requests: batchRequests(1) });
    const batches = await run({ url, requests: batchRequests(10) });
    const sent = single.requests.total + batches.requests.total * 10;
    const stored = await storedPageviews(server.databaseUrl);
    console.log(`${name}: ${stored} page views stored of ${sent} sent (answered 2xx)`);
    return [
      row(`${name}: bare POST, constant JSON`, bare),
      row(`${name}: one page view per batch`, single, 1, bare),
      row(`${name}: 10 page views per batch`, batches, 10, bare),
    ];
  } finally {
    await server.stop();
  }
}

export async function benchAnalyticsIngest() {
  const rows = await onEachDatabase(benchOn);
  console.log(
    `\nAnalytics ingestion — ${CONNECTIONS} connections, ${DURATION_S} s each, ${VISITORS} visitors, production build (target ≥ 10,000 events/s on SQLite)\n`,
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnalyticsIngest();
