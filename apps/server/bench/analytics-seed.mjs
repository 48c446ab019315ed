// Seeds audience analytics straight into the tables (the fast path for benchmarks): visits,
// their page views and leads over the last `days` local days (Europe/Paris), with realistic
// spreads of pages, sources, campaigns, devices and languages.
import { createHash, randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const DAY_MS = 86_400_000;
const SOURCES = [
  ['Direct', null, 35],
  ['Google', 'google.com', 30],
  ['LinkedIn', 'linkedin.com', 8],
  ['Newsletter', 'mail.google.com', 5],
  ['Bing', 'bing.com', 4],
  ['Facebook', 'facebook.com', 3],
  ['DuckDuckGo', 'duckduckgo.com', 2],
  ['X', 'x.com', 2],
  ['Qwant', 'qwant.com', 1],
  ['Ecosia', 'ecosia.org', 1],
  ['GitHub', 'github.com', 1],
  ['referral', null, 8],
];
const CAMPAIGNS = ['printemps', 'salon-retail', 'webinar-ia', 'relance-q2', 'black-friday'];
const DEVICES = [
  ['Desktop', 55],
  ['Mobile', 40],
  ['Tablet', 5],
];
const BROWSERS = [
  ['Chrome', 50],
  ['Safari', 25],
  ['Firefox', 10],
  ['Edge', 10],
  ['Samsung Internet', 5],
];
const OSES = [
  ['Windows', 35],
  ['iOS', 25],
  ['Android', 20],
  ['macOS', 15],
  ['Linux', 5],
];
const LANGUAGES = [
  ['fr', 70],
  ['en', 22],
  ['de', 3],
  ['es', 3],
  ['it', 2],
];
const COUNTRIES = [
  ['FR', 70],
  ['BE', 8],
  ['CH', 6],
  ['CA', 5],
  ['US', 5],
  ['GB', 3],
  ['DE', 3],
];
const GOALS = [
  ['Waitlist', 'WaitlistSubscriber'],
  ['Newsletter', 'NewsletterSubscriber'],
  ['Contact', 'ContactMessage'],
  ['Demo', 'DemoRequest'],
];
const PAGES = [
  '/',
  '/tarifs',
  '/fonctionnalites',
  '/contact',
  '/demo',
  '/blog',
  '/a-propos',
  '/newsletter',
  '/en/',
  '/en/pricing',
  '/en/features',
  '/en/contact',
  '/en/demo',
  '/en/blog',
  ...Array.from({ length: 46 }, (_, n) =>
    n % 3 === 0 ? `/en/blog/post-${n}` : `/blog/article-${n}`,
  ),
];

/** A deterministic pseudo-random generator (mulberry32): every run seeds the same rows. */
function generator(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Rows of `pageviews` page views spread evenly over the `days` local days up to `now`. */
export function analyticsRows(pageviews, days, now = Date.now()) {
  const random = generator(7);
  const weighted = (pairs) => {
    const total = pairs.reduce((sum, pair) => sum + pair.at(-1), 0);
    let roll = random() * total;
    for (const pair of pairs) if ((roll -= pair.at(-1)) < 0) return pair;
    return pairs[0];
  };
  // Zipf-like: the home page and pricing get most views.
  const page = () => PAGES[Math.min(PAGES.length - 1, Math.floor(PAGES.length * random() ** 3))];
  const sessions = [];
  const views = [];
  const conversions = [];
  const today = dayFormat.format(now);
  for (let n = 0; views.length < pageviews; n += 1) {
    const back = Math.floor(random() * days);
    // Noon UTC ± 9 h is the same local day in Paris; today's visits are all in the past.
    let start =
      Date.parse(`${dayFormat.format(now - back * DAY_MS)}T12:00:00Z`) +
      Math.floor((random() - 0.5) * 18 * 3_600_000);
    if (start > now) start = now - Math.floor(random() * 3_600_000);
    const day = dayFormat.format(start);
    const count = 1 + Math.floor(-Math.log(1 - random()) * 1.5);
    const [source, host] = weighted(SOURCES);
    const referral = source === 'referral' ? `blog${Math.floor(random() * 200)}.example` : host;
    const campaign = random() < 0.12 ? CAMPAIGNS[Math.floor(random() * CAMPAIGNS.length)] : null;
    const pages = Array.from({ length: count }, page);
    // As the tracker writes them: a random UUID per visit, 16 hex digits per visitor and day.
    const id = randomUUID();
    const visitor = createHash('sha256')
      .update(`${day}:${Math.floor(random() * 12_000)}`)
      .digest('hex')
      .slice(0, 16);
    const goal = random() < 0.012 ? GOALS[Math.floor(random() * GOALS.length)] : null;
    const last = start + (count - 1) * 40_000;
    sessions.push([
      id,
      visitor,
      day,
      start,
      last,
      count,
      count * 35_000,
      goal ? 1 : 0,
      pages[0],
      pages.at(-1),
      source === 'referral' ? referral : source,
      referral,
      campaign ? source.toLowerCase() : null,
      campaign ? 'social' : null,
      campaign,
      weighted(DEVICES)[0],
      weighted(BROWSERS)[0],
      weighted(OSES)[0],
      weighted(LANGUAGES)[0],
      weighted(COUNTRIES)[0],
    ]);
    pages.forEach((viewed, index) =>
      views.push([id, visitor, day, start + index * 40_000, viewed, 30_000]),
    );
    if (goal)
      conversions.push([
        last + 20_000,
        day,
        goal[0],
        goal[1],
        `r${n}`,
        id,
        visitor,
        pages.at(-1),
        pages[0],
        source,
        referral,
      ]);
  }
  // In the order the tracker writes them: oldest first (what a table's pages hold per day).
  sessions.sort((a, b) => a[3] - b[3]);
  views.sort((a, b) => a[3] - b[3]);
  conversions.sort((a, b) => a[0] - b[0]);
  return { sessions, views, conversions, today };
}

const SESSION_COLUMNS =
  'id, visitor_id, day, started_at, last_seen_at, pageviews, duration_ms, conversions, entry_page, exit_page, source, referrer, utm_source, utm_medium, utm_campaign, device, browser, os, language, country';
const VIEW_COLUMNS = 'session_id, visitor_id, day, ts, page, engaged_ms';
const CONVERSION_COLUMNS =
  'ts, day, goal, entity, record_id, session_id, visitor_id, page, entry_page, source, referrer';
const TABLES = [
  ['analytics_sessions', SESSION_COLUMNS, 'sessions'],
  ['analytics_pageviews', VIEW_COLUMNS, 'views'],
  ['analytics_conversions', CONVERSION_COLUMNS, 'conversions'],
];

function seedSqlite(file, rows) {
  const db = new BetterSqlite3(file);
  db.pragma('busy_timeout = 10000');
  db.transaction(() => {
    for (const [table, columns, key] of TABLES) {
      const marks = columns
        .split(',')
        .map(() => '?')
        .join(', ');
      const insert = db.prepare(`INSERT INTO ${table} (${columns}) VALUES (${marks})`);
      for (const row of rows[key]) insert.run(...row);
    }
  })();
  db.exec('ANALYZE');
  db.close();
}

async function seedPostgres(url, rows) {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  const client = new pg.Client({
    connectionString: parsed.toString(),
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  await client.connect();
  for (const [table, columns, key] of TABLES) {
    const width = columns.split(',').length;
    for (let start = 0; start < rows[key].length; start += 2000) {
      const batch = rows[key].slice(start, start + 2000);
      const values = batch.map(
        (_, i) =>
          `(${Array.from({ length: width }, (_, c) => `$${i * width + c + 1}`).join(', ')})`,
      );
      await client.query(
        `INSERT INTO ${table} (${columns}) VALUES ${values.join(', ')}`,
        batch.flat(),
      );
    }
    // What autovacuum does on a live database (statistics, and the visibility map of index-only scans).
    await client.query(`VACUUM ANALYZE ${table}`);
  }
  await client.end();
}

/** Seeds the rows; answers how many of each. */
export async function seedAnalytics(databaseUrl, pageviews, days) {
  const rows = analyticsRows(pageviews, days);
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) await seedPostgres(databaseUrl, rows);
  else seedSqlite(databaseUrl, rows);
  return {
    visits: rows.sessions.length,
    pageviews: rows.views.length,
    conversions: rows.conversions.length,
    today: rows.today,
  };
}
