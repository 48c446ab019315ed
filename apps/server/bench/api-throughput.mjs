// API throughput next to a bare route of the same server, measured in the same run.
import autocannon from 'autocannon';
import { adminToken, startBenchServer } from './bench-server.mjs';
import { signUpRequests } from './sign-up-requests.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LISTING_FIELDS = 'title,excerpt,slug,category,tags,featured_image,read_time,created_date';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function seedPosts(url, appId, token, total) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  for (let start = 0; start < total; start += 200) {
    const batch = Array.from({ length: Math.min(200, total - start) }, (_, offset) => {
      const n = start + offset;
      return {
        title: `Article number ${n} about screens in shops`,
        excerpt: 'How to plan content for a screen network, with measured results and a checklist.',
        slug: `article-${n}`,
        content: `## Section\n\n${'Practical advice for screens. '.repeat(60)}`,
        category: [
          'digital-signage',
          'ai-technology',
          'business-tips',
          'case-studies',
          'tutorials',
        ][n % 5],
        tags: ['screens', 'retail', 'content'],
        read_time: 1 + (n % 9),
        published: n % 10 !== 0,
        language: n % 2 === 0 ? 'fr' : 'en',
        featured_image: '/images/blog/example.svg',
      };
    });
    const response = await fetch(`${url}/api/apps/${appId}/entities/BlogPost/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch),
    });
    if (!response.ok)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
}

function summary(name, result, baseline) {
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    'vs bare': baseline
      ? `${Math.round((result.requests.average / baseline.requests.average) * 100)} %`
      : '100 %',
  };
}

export async function benchApiThroughput({ appId = 'vitrine' } = {}) {
  const server = await startBenchServer();
  try {
    const token = await adminToken(server, appId);
    await seedPosts(server.url, appId, token, 1000);

    const q = encodeURIComponent(JSON.stringify({ published: true, language: 'en' }));
    const listingPath = `/api/apps/${appId}/entities/BlogPost?q=${q}&sort=-created_date&limit=20&fields=${LISTING_FIELDS}`;
    const listingBytes = (await (await fetch(`${server.url}${listingPath}`)).text()).length;

    const bareListing = await run({ url: `${server.url}/__bench/constant?bytes=${listingBytes}` });
    const listing = await run({ url: `${server.url}${listingPath}` });
    // Admins bypass the visitors' cache: this is the query path itself.
    const uncached = await run({
      url: `${server.url}${listingPath}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const create = await run({
      url: `${server.url}/api/apps/${appId}/entities/WaitlistSubscriber`,
      requests: signUpRequests('visitor'),
    });
    const bareCreate = await run({
      url: `${server.url}/__bench/constant`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });

    const rows = [
      summary(`bare GET, constant ${listingBytes} B JSON`, bareListing),
      summary('blog listing, visitor (cached, cleared on every post write)', listing, bareListing),
      summary(
        'blog listing, uncached query (published, language, newest, 20 of 1,000)',
        uncached,
        bareListing,
      ),
      summary('bare POST, constant JSON', bareCreate),
      summary(
        'visitor creates a WaitlistSubscriber + its 2 outbox e-mails (SQLite, synchronous=FULL)',
        create,
        bareCreate,
      ),
    ];
    console.log(
      `\nAPI throughput — ${CONNECTIONS} connections, ${DURATION_S} s each, production build, SQLite WAL\n`,
    );
    console.table(rows);
    return rows;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApiThroughput();
