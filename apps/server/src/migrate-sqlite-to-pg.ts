import { parseArgs } from 'node:util';
import { CopyError, copySqliteToPostgres } from './db/copy-sqlite-to-postgres';

const USAGE = `Usage: npm run migrate:sqlite-to-pg -- --from ./data/vitrine.db --to postgres://user:password@host:5432/vitrine [--force]

Copies every table of a Vitrine SQLite database (records, accounts, password hashes, sessions,
newsletter and set-password links, the outbox) into PostgreSQL, in one transaction, keeping ids
and dates (page view and conversion ids too: their sequences continue after the largest one).
Creates the tables first (?schema=name in --to selects a schema). Refuses a target
that already holds rows unless --force, which replaces them. Prints the rows per table and
checks the counts after the copy. Stop the server (or copy from a backup) for a final move.`;

async function run() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.from || !values.to) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const started = performance.now();
  const copied = await copySqliteToPostgres({
    from: values.from,
    to: values.to,
    force: values.force,
  });
  console.log('\ntable\tsource\ttarget');
  for (const { table, source, target } of copied) console.log(`${table}\t${source}\t${target}`);
  const total = copied.reduce((sum, entry) => sum + entry.target, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${total} rows in ${copied.length} tables copied in ${seconds} s; counts verified`);
}

run().catch((error: unknown) => {
  if (error instanceof CopyError) console.error(error.message);
  else console.error('The copy failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
