import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's compressed bodies. */
export interface CompressedBodies {
  br: Buffer;
  gzip: Buffer;
}

export interface StoreLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface CompressedPageStoreOptions {
  /** The folder of the cache (`PRERENDER_CACHE_DIR`); created when missing. */
  dir: string;
  log?: StoreLog;
  /** Brotli 11 compressions running at once in the background (libuv's thread pool). */
  concurrency?: number;
}

/** Brotli quality of the pages served while their brotli 11 is being made (about 3 ms a page). */
export const QUICK_BROTLI_QUALITY = 5;

/** The cache folders this store names: 32 hex digits. Nothing else in `dir` is touched. */
const KEY_FOLDER = /^[0-9a-f]{32}$/;
/** A write in progress: `<name>.<random>.tmp`, renamed into place when complete. */
const TEMPORARY = /\.tmp$/;

/** The file name of a page's body: its HTML's SHA-256, then the encoding. */
function fileName(html: Buffer, encoding: 'br' | 'gz') {
  return `${createHash('sha256').update(html).digest('hex')}.${encoding}`;
}

/** Whether `compressed` decompresses to exactly `html` (a truncated or altered file does not). */
function holds(compressed: Buffer, html: Buffer, encoding: 'br' | 'gz') {
  try {
    // Bounded: a file that would inflate past the page is cut short, and so refused.
    const options = { maxOutputLength: html.length + 1 };
    const plain =
      encoding === 'br'
        ? brotliDecompressSync(compressed, options)
        : gunzipSync(compressed, options);
    return plain.equals(html);
  } catch {
    return false;
  }
}

/**
 * Keeps the brotli 11 and gzip 9 bodies of pre-rendered pages rewritten at start (origin, app id)
 * on disk, so that a restart reads them instead of compressing again (decision 0050). The folder
 * of the current key (a hash of every rewritten page) is the only one kept: `prune` removes the
 * others. A file is used only if it decompresses to the page byte for byte; writes go to a
 * temporary file renamed into place, so two instances starting together never read half a file.
 * A page missing from the cache is served at once with brotli 5 while its brotli 11 is made in
 * the background, at most `concurrency` at a time, off the event loop.
 */
export class CompressedPageStore {
  private key: string | undefined;
  private writable = true;
  private closed = false;
  private readonly waiting: Array<() => Promise<void>> = [];
  private running = 0;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: (() => void) | undefined;
  private readonly concurrency: number;

  constructor(private readonly options: CompressedPageStoreOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
  }

  /** The key folder for this set of pages (every rewritten page's HTML, in order). */
  useKey(pages: Iterable<Buffer>) {
    const hash = createHash('sha256');
    for (const html of pages) hash.update(createHash('sha256').update(html).digest());
    this.key = hash.digest('hex').slice(0, 32);
    return this.key;
  }

  private folder() {
    if (this.key === undefined) throw new Error('CompressedPageStore.useKey was not called');
    return path.join(this.options.dir, this.key);
  }

  /** The page's bodies from the cache, if both are there and whole. */
  async read(html: Buffer): Promise<CompressedBodies | undefined> {
    const folder = this.folder();
    const [br, gz] = await Promise.all([
      readFile(path.join(folder, fileName(html, 'br'))).catch(() => undefined),
      readFile(path.join(folder, fileName(html, 'gz'))).catch(() => undefined),
    ]);
    if (!br || !gz) return undefined;
    if (!holds(br, html, 'br') || !holds(gz, html, 'gz')) {
      this.options.log?.warn(
        { folder },
        'a cached pre-rendered page was damaged; compressing it again',
      );
      return undefined;
    }
    return { br, gzip: gz };
  }

  /**
   * Makes the page's brotli 11 and gzip 9 in the background, writes them to the cache and hands
   * them to `done` (not called if the store closes first).
   */
  compressLater(html: Buffer, done: (bodies: CompressedBodies) => void) {
    const folder = this.folder();
    this.enqueue(async () => {
      if (this.closed) return;
      const [br, gz] = await Promise.all([
        brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(html, { level: 9 }),
      ]);
      if (this.closed) return;
      done({ br, gzip: gz });
      await this.write(folder, fileName(html, 'br'), br);
      await this.write(folder, fileName(html, 'gz'), gz);
    });
  }

  /**
   * Removes the cache folders of other keys (earlier builds, origins or app ids), and temporary
   * files over a minute old in this one (left by a process stopped while writing).
   */
  async prune() {
    const folder = this.folder();
    const entries = await readdir(this.options.dir).catch(() => [] as string[]);
    const inFolder = await readdir(folder).catch(() => [] as string[]);
    const minuteAgo = Date.now() - 60_000;
    const stale = async (file: string) =>
      ((await stat(file).catch(() => undefined))?.mtimeMs ?? Infinity) < minuteAgo;
    await Promise.all([
      ...entries
        .filter((name) => KEY_FOLDER.test(name) && path.join(this.options.dir, name) !== folder)
        .map((name) => rm(path.join(this.options.dir, name), { recursive: true, force: true })),
      ...inFolder
        .filter((name) => TEMPORARY.test(name))
        .map(async (name) => {
          const file = path.join(folder, name);
          if (await stale(file)) await rm(file, { force: true });
        }),
    ]).catch(() => {});
  }

  /** Resolves once every background compression asked for so far is done (tests, benchmarks). */
  async settled() {
    await this.idle;
  }

  /** Starts no more compressions; waits for the ones running. */
  async close() {
    this.closed = true;
    this.waiting.length = 0;
    if (this.running === 0) this.markIdle?.();
    await this.idle;
  }

  private enqueue(task: () => Promise<void>) {
    if (this.closed) return;
    if (this.running === 0 && this.waiting.length === 0) {
      this.idle = new Promise((resolve) => {
        this.markIdle = resolve;
      });
    }
    this.waiting.push(task);
    this.pump();
  }

  private pump() {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running += 1;
      void task()
        .catch((error: unknown) =>
          this.options.log?.warn({ err: error }, 'background compression of a page failed'),
        )
        .finally(() => {
          this.running -= 1;
          if (this.running === 0 && this.waiting.length === 0) this.markIdle?.();
          else this.pump();
        });
    }
  }

  private async write(folder: string, name: string, body: Buffer) {
    if (!this.writable) return;
    const target = path.join(folder, name);
    const temporary = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(temporary, body, { mode: 0o644 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      // Once: a read-only or full disk makes every restart compress again, nothing worse.
      this.writable = false;
      this.options.log?.warn(
        { err: error, dir: this.options.dir },
        'PRERENDER_CACHE_DIR cannot be written: rewritten pages are compressed again at each start',
      );
    }
  }
}
