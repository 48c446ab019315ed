import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export interface DatabaseCopy {
  bytes: number;
  pages: number;
}

/**
 * Copies a live SQLite database to `destination` with SQLite's backup API, then checks the copy
 * with `PRAGMA integrity_check`. The copy is written under a temporary name, readable by the
 * owner only, and renamed into place once checked: `destination` is never half-written.
 * `prepare` changes the copy (not the source) before the check: the backup CLI holds its
 * pending e-mails there (decision 0051); it must close what it opens on the file.
 */
export async function copySqliteDatabase(
  sourceFile: string,
  destination: string,
  prepare?: (copyFile: string) => Promise<void>,
): Promise<DatabaseCopy> {
  const temporary = `${destination}.tmp-${process.pid}`;
  const source = new BetterSqlite3(sourceFile, { fileMustExist: true });
  try {
    // The server writes meanwhile; on a WAL database readers never block it, nor it them.
    source.pragma('busy_timeout = 5000');
    fs.closeSync(fs.openSync(temporary, 'w', 0o600));
    // All pages in one step: a single read transaction, so the copy is one consistent snapshot.
    // Copied a few pages at a time, every commit of the server would restart the copy.
    const { totalPages } = await source.backup(temporary, { progress: () => 0x7fffffff });
    fs.chmodSync(temporary, 0o600);
    if (prepare) await prepare(temporary);
    checkIntegrity(temporary);
    fs.renameSync(temporary, destination);
    return { bytes: fs.statSync(destination).size, pages: totalPages };
  } catch (error) {
    for (const file of [temporary, `${temporary}-wal`, `${temporary}-shm`])
      fs.rmSync(file, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

function checkIntegrity(file: string) {
  const copy = new BetterSqlite3(file, { fileMustExist: true });
  try {
    const rows = copy.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
    if (problems.length > 0) {
      throw new Error(`The copy fails PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
    }
  } finally {
    copy.close();
  }
}

export interface FolderCopy {
  files: number;
  bytes: number;
}

/** Copies a folder (the uploads) under a temporary name, then renames it to `destination`. */
export async function copyFolder(source: string, destination: string): Promise<FolderCopy> {
  const temporary = `${destination}.tmp-${process.pid}`;
  try {
    if (fs.existsSync(source)) {
      await fs.promises.cp(source, temporary, { recursive: true, errorOnExist: true });
    } else {
      fs.mkdirSync(temporary);
    }
    fs.chmodSync(temporary, 0o700);
    fs.rmSync(destination, { recursive: true, force: true });
    fs.renameSync(temporary, destination);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  return measure(destination);
}

function measure(folder: string): FolderCopy {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}
