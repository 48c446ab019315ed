// The blog at scale: the listing rendered by the server (page cache on, and off with the API's
// read cache off too) and `$search` through the API (every query a database query), at 600 and
// 5,000 published posts, on SQLite and PostgreSQL. A bare route of the same server is the
// baseline of each run.
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { onEachDatabase } from './bench-databases.mjs';
import { adminToken, startBenchServer } from './bench-server.mjs';
import { BLOG_WORDS, seedBlogPosts } from './blog-seed.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIZES = [600, 5000];

function run(url, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, duration: DURATION_S, connections: CONNECTIONS, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Each request a different search of two words (prefixes), so no cache can answer it, sorted as
 * the listing sorts (newest published first).
 */
function searches() {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        const first = BLOG_WORDS[n % BLOG_WORDS.length].slice(0, 3 + (n % 4));
        const second = BLOG_WORDS[(n * 5) % BLOG_WORDS.length].slice(0, 3 + ((n >> 2) % 4));
        const filter = { language: 'en', $search: `${first} ${second}` };
        const q = encodeURIComponent(JSON.stringify(filter));
        return {
          ...request,
          path: `/api/apps/vitrine/entities/BlogPost?q=${q}&sort=-published_date&limit=12&skip=${n % 3}`,
        };
      },
    },
  ];
}

const row = (database, posts, scenario, result, extra = {}) => ({
  database,
  posts,
  scenario,
  'req/s': Math.round(result.requests.average),
  'p99 ms': result.latency.p99,
  'non-2xx': result.non2xx,
  ...extra,
});

async function htmlKb(url) {
  const html = Buffer.from(await (await fetch(url)).text());
  return (brotliCompressSync(html).length / 1024).toFixed(1);
}

async function measureSize(database, env, posts) {
  const rows = [];
  const cached = await startBenchServer(env);
  try {
    await seedBlogPosts(cached, await adminToken(cached), posts);
    rows.push(
      row(database, posts, 'bare route (baseline)', await run(`${cached.url}/__bench/constant`)),
    );
    const page = `${cached.url}/en/blog?page=5`;
    rows.push(
      row(database, posts, 'listing page 5, page cache on', await run(page), {
        'HTML KB (br)': await htmlKb(page),
      }),
    );
  } finally {
    await cached.stop();
  }
  const uncached = await startBenchServer({
    ...env,
    PAGE_CACHE_TTL_MS: '0',
    READ_CACHE_MAX_BYTES: '0',
  });
  try {
    await seedBlogPosts(uncached, await adminToken(uncached), posts);
    rows.push(
      row(database, posts, 'listing page 5, no cache', await run(`${uncached.url}/en/blog?page=5`)),
    );
    const search = `${uncached.url}/en/blog?q=ecran`;
    rows.push(
      row(database, posts, 'search page "ecran", no cache', await run(search), {
        'HTML KB (br)': await htmlKb(search),
      }),
    );
    rows.push(
      row(database, posts, '$search API, 2 words, no cache', await run(uncached.url, searches())),
    );
  } finally {
    await uncached.stop();
  }
  return rows;
}

export async function benchBlogListing() {
  const rows = await onEachDatabase(async (database, env) => {
    const all = [];
    for (const posts of SIZES) all.push(...(await measureSize(database, env, posts)));
    return all;
  });
  console.log(`\nBlog listing and search (${CONNECTIONS} connections, ${DURATION_S} s each)\n`);
  console.table(rows);
  return rows;
}
