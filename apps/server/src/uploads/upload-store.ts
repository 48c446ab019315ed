import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { detectImageType, SNIFF_BYTES, type ImageExtension } from './image-type';

/** The names of stored uploads: 32 random hex characters and the detected type's extension. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif|avif)$/;

// Owner only: the server reads and serves the files itself.
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

export type UploadOutcome =
  { kind: 'stored'; name: string } | { kind: 'too-large' } | { kind: 'unsupported' };

/** A file stream as multipart gives it: `truncated` once it went past its size limit. */
type FileStream = Readable & { truncated?: boolean };

/** Uploaded images in one folder, each written whole before it gets its public name. */
export class UploadStore {
  constructor(readonly dir: string) {}

  /** Creates the folder (at start), readable by the server's user only; an existing one is kept as is. */
  async prepare() {
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER });
  }

  /**
   * Writes the stream to a temporary name, then renames it: a half-written file is never
   * served. Nothing is kept when it is too large or not an accepted image.
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
      await rename(temporary, path.join(this.dir, name));
      return { kind: 'stored', name };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The path of a stored upload, or undefined for a name that cannot be one. */
  pathOf(name: string) {
    return UPLOAD_NAME.test(name) ? path.join(this.dir, name) : undefined;
  }
}
