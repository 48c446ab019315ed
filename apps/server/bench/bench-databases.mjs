// The databases a bench runs on: SQLite always, and PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names one, each run in a schema of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { dropSchema } from './leads-seed.mjs';

/** The PostgreSQL server the benches also run on, or undefined. */
export function benchPostgresUrl() {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

/** Runs `run(env)` in a fresh schema of `pgUrl`, dropped afterwards. */
export async function inFreshSchema(pgUrl, run) {
  const url = new URL(pgUrl);
  url.searchParams.set('schema', `bench_${randomBytes(4).toString('hex')}`);
  try {
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await dropSchema(url.toString());
  }
}

/** The rows of `run(name, env)` on SQLite, then on PostgreSQL when one is configured. */
export async function onEachDatabase(run) {
  const rows = await run('SQLite', {});
  const pgUrl = benchPostgresUrl();
  if (pgUrl) rows.push(...(await inFreshSchema(pgUrl, (env) => run('PostgreSQL', env))));
  return rows;
}
