import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { isPostgresUrl, openDatabase, sqliteFilePath } from './db/database';
import { copyFolder, copySqliteDatabase } from './db/sqlite-backup';
import { holdRestoredMail, type RestoreHold } from './hold-restored-mail';
import { runCommandLine, UsageError } from './run-command-line';

const USAGE = `Usage: npm run backup -- <file> [--force]

Copies the SQLite database of DATABASE_URL to <file> and the uploads (UPLOAD_DIR) to the
folder <file>.uploads, while the server runs. The copy is consistent (SQLite's backup API),
readable by its owner only, and checked with PRAGMA integrity_check. In the copy, e-mails
still pending are held and sending campaigns paused: a restore of it never sends them again
until an admin chooses (npm run outbox -- list-held | send-held | drop-held).
  --force   replace <file> and <file>.uploads if they exist
PostgreSQL is not copied by this command: use pg_dump (docs/deployment.md, "Backups and
restores").`;

function parse(args: string[]) {
  const force = args.includes('--force');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown[0]}\n\n${USAGE}`);
  const [file, ...more] = args.filter((arg) => !arg.startsWith('-'));
  if (file === undefined || more.length > 0) {
    throw new UsageError(
      `${file === undefined ? 'Name' : 'Name only'} the backup file\n\n${USAGE}`,
    );
  }
  return { file: path.resolve(file), force };
}

/** Holds the copy's pending e-mails and pauses its sending campaigns (decision 0051). */
async function holdInCopy(file: string): Promise<RestoreHold> {
  const copy = openDatabase(file, { mustExist: true });
  try {
    return await holdRestoredMail(copy);
  } finally {
    await copy.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

async function backup(args: string[]) {
  if (args.includes('--help') || args.includes('help')) return console.log(USAGE);
  const { file, force } = parse(args);
  const config = loadConfig();
  if (isPostgresUrl(config.databaseUrl)) {
    throw new UsageError(
      'DATABASE_URL is a PostgreSQL database: this command copies SQLite only. Use ' +
        'pg_dump --format=custom (docs/deployment.md, "Backups and restores"), and copy UPLOAD_DIR.',
    );
  }
  const source = path.resolve(sqliteFilePath(config.databaseUrl));
  if (!fs.existsSync(source)) {
    throw new UsageError(`No SQLite database at ${source}: check DATABASE_URL`);
  }
  if (file === source) throw new UsageError('The backup file cannot be the database itself');
  const uploads = `${file}.uploads`;
  const taken = [file, uploads].filter((name) => fs.existsSync(name));
  if (taken.length > 0 && !force) {
    const verb = taken.length > 1 ? 'exist' : 'exists';
    throw new UsageError(`${taken.join(' and ')} already ${verb}: add --force to replace`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  console.error(`Database: sqlite:${source}`);

  const started = performance.now();
  let held: RestoreHold = { emails: 0, campaigns: 0 };
  const database = await copySqliteDatabase(source, file, async (copy) => {
    held = await holdInCopy(copy);
  });
  const databaseMs = performance.now() - started;
  console.log(
    `database\t${file}\t${megabytes(database.bytes)}\t${database.pages} pages\tintegrity ok\t${Math.round(databaseMs)} ms`,
  );
  console.log(
    `held\t${held.emails} pending e-mails\t${held.campaigns} sending campaigns paused (in the copy only)`,
  );
  // After the database: every upload it names is in the copy (later ones are harmless extras).
  const folder = await copyFolder(config.uploadDir, uploads);
  console.log(`uploads\t${uploads}\t${megabytes(folder.bytes)}\t${folder.files} files`);
  console.log(`Backup done in ${Math.round(performance.now() - started)} ms`);
}

runCommandLine(backup);
