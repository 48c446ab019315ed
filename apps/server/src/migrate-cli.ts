import { loadConfig } from './config';
import { openDatabase, schemaOf, type Database } from './db/database';
import { migrate } from './db/migrations';
import { migrationSchema, migrationStates, refuseNewerDatabase } from './db/schema-migrator';
import { runCommandLine, UsageError } from './run-command-line';

const USAGE = `Usage: npm run migrate -- <command>

  status   list the migrations of this release: applied (and when) or pending
  up       apply the pending ones, then add any missing entity table or index (as the server
           does at start)

Uses DATABASE_URL like the server; the database must exist (the server creates it at its
first start). Migrations are forward only: back up first (docs/deployment.md, "Upgrading").
Exit status: 0 done, 1 failed (a migration, or a database migrated by a newer release),
2 wrong usage.`;

async function status(database: Database, schema?: string) {
  const states = await migrationStates(database, await migrationSchema(database, schema));
  const width = Math.max(...states.map((state) => state.name.length)) + 2;
  for (const state of states) {
    const when = state.appliedAt ? `applied  ${state.appliedAt}` : 'pending';
    const note = state.known ? '' : '  (unknown to this release)';
    console.log(`${state.name.padEnd(width)}${when}${note}`);
  }
  const applied = states.filter((state) => state.appliedAt).length;
  console.log(
    `${states.length} migrations: ${applied} applied, ${states.length - applied} pending`,
  );
  refuseNewerDatabase(states);
}

async function up(database: Database, schema?: string) {
  const applied = await migrate(database, schema);
  if (applied.length === 0) return console.log('Nothing to apply: the database is up to date');
  for (const name of applied) console.log(`applied  ${name}`);
  console.log(`${applied.length} migrations applied`);
}

async function run(args: string[]) {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  if (command !== 'status' && command !== 'up') {
    throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
  }
  if (rest.length > 0) throw new UsageError(`"${command}" takes no arguments\n\n${USAGE}`);
  const config = loadConfig();
  // Never an empty database made by a typo: the server creates it at its first start.
  const database = openDatabase(config.databaseUrl, { poolSize: 2, mustExist: true });
  console.error(`Database: ${database.description}`);
  try {
    const schema = schemaOf(config.databaseUrl);
    await (command === 'status' ? status(database, schema) : up(database, schema));
  } finally {
    await database.close();
  }
}

runCommandLine(run);
