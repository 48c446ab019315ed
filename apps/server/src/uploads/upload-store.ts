import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { detectImageType, SNIFF_BYTES, type ImageExtension } from './image-type';
import { readOriginal } from './original-image';
import { UPLOAD_NAME, VARIANT_NAME } from './upload-names';
import { storeWithVariants } from './variant-files';
import type { UploadStorage } from './upload-storage';
import { VariantJobs, type QueuePlace } from './variant-jobs';
import { readManifest } from './variant-manifest';
import { createQueue } from './variant-queue';

/** Originals read at once (each uses a few of libuv's threads and up to 160 MB). */
const ENCODING_CONCURRENCY = 1;

/** The copies uploads wait in for their variants: `.variants-<32 hex>.part` in `dir`. */
export const JOB_COPY_PREFIX = 'variants-';

// Owner only: the server reads and serves the files itself.
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

export type UploadOutcome =
  | { kind: 'stored'; name: string; width: number; height: number }
  /** The client went away before the original was stored: nothing was. */
  | { kind: 'client-left' }
  | { kind: 'too-large' }
  | { kind: 'unsupported' }
  | { kind: 'too-many-pixels' }
  | { kind: 'unreadable'; reason: string };

/** A file stream as multipart gives it: `truncated` once it went past its size limit. */
type FileStream = Readable & { truncated?: boolean };

/**
 * Uploaded images in `storage` (a folder or a bucket), each written whole before it gets its
 * public name. Uploads arrive and are encoded in `dir`, a local folder (the uploads themselves
 * with `UPLOAD_STORAGE=local`, their temporary files only with `s3`).
 */
export class UploadStore {
  /** Queues the reading of originals (the upload's answer waits for it). */
  readonly encoding = createQueue(ENCODING_CONCURRENCY);
  /** The variants made in the background, one upload at a time. */
  readonly variants: VariantJobs;
  private readonly readyListeners: ((name: string) => void)[] = [];

  /** `maxPending`: uploads whose variants may wait at once (UPLOAD_VARIANT_QUEUE_MAX). */
  constructor(
    readonly storage: UploadStorage,
    readonly dir: string,
    maxPending = 20,
    onFailure: (name: string, error: unknown) => void = () => {},
  ) {
    this.variants = new VariantJobs(maxPending, onFailure);
  }

  /** Calls `listener` with an upload's name once its variants are stored. */
  onVariantsReady(listener: (name: string) => void) {
    this.readyListeners.push(listener);
  }

  /** Tells the listeners that the variants of `name` are stored. */
  variantsMade(name: string) {
    for (const listener of this.readyListeners) listener(name);
  }

  /**
   * Queues the variants of the stored upload `name` from the local file `source` (the upload as
   * received, removed once done; the stored original is clean already) on `place`.
   */
  queueVariants(place: QueuePlace, name: string, source: string, extension: ImageExtension) {
    place.start(name, async (closing) => {
      try {
        if (closing) return;
        const { storage } = this;
        const outcome = await storeWithVariants(storage, source, name, extension, true, true);
        if (outcome.kind !== 'made') throw new Error(`no variants: ${outcome.kind}`);
        this.variantsMade(name);
      } finally {
        await rm(source, { force: true });
      }
    });
  }

  /** Creates the folder (at start), readable by the server's user only; an existing one is kept as is. */
  async prepare() {
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER });
    await this.storage.prepare();
  }

  /**
   * Writes the stream to a temporary name, then reads it whole and stores the original (rewritten
   * without metadata when it had some) and queues its variants on `place`: a half-written file is
   * never served. Nothing is kept when it is too large, not an accepted image, above the pixel
   * budget, unreadable, or when `left` says the client went away before the original was stored.
   */
  async save(file: FileStream, place: QueuePlace, left: AbortSignal): Promise<UploadOutcome> {
    const temporary = this.temporaryName();
    let head = Buffer.alloc(0);
    const sniff = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (head.length < SNIFF_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        }
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        file,
        sniff,
        createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE }),
      );
      if (file.truncated) return { kind: 'too-large' };
      const extension: ImageExtension | undefined = detectImageType(head);
      if (!extension) return { kind: 'unsupported' };
      return await this.encoding(() => this.storeOriginal(temporary, extension, place, left));
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private temporaryName(prefix = '') {
    return path.join(this.dir, `.${prefix}${randomBytes(16).toString('hex')}.part`);
  }

  /** Reads `temporary` whole, stores the original and queues its variants from a copy. */
  private async storeOriginal(
    temporary: string,
    extension: ImageExtension,
    place: QueuePlace,
    left: AbortSignal,
  ): Promise<UploadOutcome> {
    if (left.aborted) return { kind: 'client-left' };
    const read = await readOriginal(temporary, extension);
    if ('kind' in read) return read;
    if (left.aborted) return { kind: 'client-left' };
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    // The variants are made from the upload itself (no second lossy encoding), its copy kept.
    const source = this.temporaryName(JOB_COPY_PREFIX);
    try {
      await copyFile(temporary, source);
      if (read.rewritten) await this.storage.put(name, read.rewritten);
      else await this.storage.putFile(name, temporary);
    } catch (error) {
      await rm(source, { force: true });
      throw error;
    }
    this.queueVariants(place, name, source, extension);
    return { kind: 'stored', name, width: read.width, height: read.height };
  }

  /** Whether `name` can be a stored upload or variant (nothing else of the storage is ever read). */
  isStoredName(name: string) {
    return UPLOAD_NAME.test(name) || VARIANT_NAME.test(name);
  }

  /** A stored upload or variant (content and size), or undefined: missing, or a name that cannot be one. */
  open(name: string) {
    return this.isStoredName(name) ? this.storage.get(name) : Promise.resolve(undefined);
  }

  /** The manifest of a stored upload, or undefined (another name, or no variants yet). */
  manifestOf(name: string) {
    return UPLOAD_NAME.test(name) ? readManifest(this.storage, name) : Promise.resolve(undefined);
  }
}
