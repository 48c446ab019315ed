import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredFile, UploadStorage } from './upload-storage';

// Owner only: the server reads and serves the files itself.
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** A regular file's size and time, or undefined (missing, or not a file). */
async function statFile(file: string) {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/** Uploads in one folder of this machine (`UPLOAD_STORAGE=local`, the default). */
export class LocalStorage implements UploadStorage {
  constructor(readonly dir: string) {}

  get where() {
    return this.dir;
  }

  /** Creates the folder, readable by the server's user only; an existing one is kept as is. */
  async prepare() {
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER });
  }

  /** Writes under a temporary name, then renames: readers never see half of it. */
  async put(name: string, content: Buffer | string) {
    const temporary = path.join(this.dir, `.${randomBytes(16).toString('hex')}.part`);
    try {
      await writeFile(temporary, content, { flag: 'wx', mode: PRIVATE_FILE });
      await rename(temporary, path.join(this.dir, name));
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** Moves `source` (a temporary file of this folder) to its name. */
  async putFile(name: string, source: string) {
    const file = path.join(this.dir, name);
    if (source !== file) await rename(source, file);
  }

  async get(name: string) {
    const file = path.join(this.dir, name);
    const stats = await statFile(file);
    return stats && { body: createReadStream(file), bytes: stats.size };
  }

  async head(name: string): Promise<StoredFile | undefined> {
    const stats = await statFile(path.join(this.dir, name));
    return stats && { name, bytes: stats.size, modified: stats.mtime };
  }

  async list(keep: (name: string) => boolean) {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter(keep);
    const files = await Promise.all(names.map((name) => this.head(name)));
    return files.filter((file) => file !== undefined);
  }

  async delete(names: string[]) {
    await Promise.all(names.map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  close() {}
}
