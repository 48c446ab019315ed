import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { detectImageType, SNIFF_BYTES, type ImageExtension } from './image-type';
import { storeWithVariants } from './variant-files';
import type { UploadStorage } from './upload-storage';
import { readManifest, type VariantManifest } from './variant-manifest';
import { createQueue } from './variant-queue';

/** The names of stored uploads: 32 random hex characters and the detected type's extension. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif|avif)$/;
/** The names of their variants: `<32 hex>-<width>.<ext>`, crops `<32 hex>-<width>x<height>.<ext>`. */
export const VARIANT_NAME =
  /^[a-f0-9]{32}-[1-9][0-9]{0,3}(x[1-9][0-9]{0,3})?\.(avif|webp|jpg|png)$/;
/** Images encoded at once (each uses a few of libuv's threads and up to ~200 MB). */
const ENCODING_CONCURRENCY = 1;

// Owner only: the server reads and serves the files itself.
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

export type UploadOutcome =
  | { kind: 'stored'; name: string; manifest: VariantManifest }
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
  /** Queues the encoding of images (uploads and the `images` command). */
  readonly encoding = createQueue(ENCODING_CONCURRENCY);

  constructor(
    readonly storage: UploadStorage,
    readonly dir: string,
  ) {}

  /** Creates the folder (at start), readable by the server's user only; an existing one is kept as is. */
  async prepare() {
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER });
    await this.storage.prepare();
  }

  /**
   * Writes the stream to a temporary name, then stores the image and its variants from it: a
   * half-written file is never served. Nothing is kept when it is too large, not an accepted
   * image, too many pixels or unreadable.
   */
  async save(file: FileStream): Promise<UploadOutcome> {
    const temporary = path.join(this.dir, `.${randomBytes(16).toString('hex')}.part`);
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
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const outcome = await this.encoding(() =>
        storeWithVariants(this.storage, temporary, name, extension),
      );
      return outcome.kind === 'made'
        ? { kind: 'stored', name, manifest: outcome.manifest }
        : outcome;
    } finally {
      await rm(temporary, { force: true });
    }
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
