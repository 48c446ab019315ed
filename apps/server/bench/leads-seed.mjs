// Seeds WaitlistSubscriber rows straight into the table (the fast path for benchmarks), in the
// shape the entity store writes: id, data (JSON), dates, created_by, unique_key (the e-mail).
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const TABLE = 'ent_waitlist_subscriber';
const FIRST = ['Inès', 'Jean', 'Camille', 'Léa', 'Sam', 'Hugo', 'Chloé', 'Lucas', 'Emma', 'Noah'];
const LAST = ['Roux', 'Dupont', 'Martin', 'Bernard', 'Petit', 'Durand', 'Leroy', 'Moreau'];
const SCREENS = ['1-5', '6-20', '21-50', '50+'];
const INTERESTS = ['ai-content', 'multi-screen', 'scheduling', 'analytics', 'integrations'];

/** A deterministic pseudo-random generator (mulberry32), so every run seeds the same leads. */
function generator(seed) {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

export function leadRows(total, now = Date.now()) {
  const pick = generator(42);
  const start = now - 2 * 365 * 86_400_000;
  return Array.from({ length: total }, (_, n) => {
    const firstName = FIRST[pick(FIRST.length)];
    const lastName = LAST[pick(LAST.length)];
    const email = `${firstName}.${lastName}.${n}@example.${n % 3 === 0 ? 'fr' : 'com'}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const data = {
      firstName,
      lastName,
      email,
      company: `Company ${pick(2000)}`,
      language: pick(10) < 6 ? 'fr' : 'en',
      interests: INTERESTS.filter(() => pick(3) === 0),
      ...(pick(5) > 0 ? { screensCount: SCREENS[pick(SCREENS.length)] } : {}),
    };
    const date = new Date(start + Math.floor(((now - start) * n) / total)).toISOString();
    const id = randomBytes(12).toString('hex');
    return [id, JSON.stringify(data), date, date, null, email];
  });
}

const COLUMNS = 'id, data, created_date, updated_date, created_by, unique_key';

function seedSqlite(file, rows) {
  const db = new BetterSqlite3(file);
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(`INSERT INTO ${TABLE} (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`);
  db.transaction(() => rows.forEach((row) => insert.run(...row)))();
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
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    const values = batch.map(
      (_, i) =>
        `($${i * 6 + 1}, $${i * 6 + 2}::jsonb, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`,
    );
    await client.query(
      `INSERT INTO ${TABLE} (${COLUMNS}) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
  }
  // What autovacuum would have done on a live database.
  await client.query(`ANALYZE ${TABLE}`);
  await client.end();
}

export async function seedLeads(databaseUrl, total) {
  const rows = leadRows(total);
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) await seedPostgres(databaseUrl, rows);
  else seedSqlite(databaseUrl, rows);
}

/** Drops the PostgreSQL schema a benchmark ran in. */
export async function dropSchema(url) {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}
