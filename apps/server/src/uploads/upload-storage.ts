import type { Readable } from 'node:stream';

/** A stored file as a listing or a `head` sees it. */
export interface StoredFile {
  name: string;
  bytes: number;
  modified: Date;
}

/**
 * Where uploads, their variants and their manifests are kept: a local folder
 * (`UPLOAD_STORAGE=local`, local-storage.ts) or an S3 bucket (`s3`, s3-storage.ts). Names are flat
 * (no folders); callers check them against `UPLOAD_NAME`/`VARIANT_NAME` first.
 */
export interface UploadStorage {
  /** For logs and the `images` command: the folder, or `s3://bucket`. */
  readonly where: string;
  /** Readies the storage at start (creates the folder). */
  prepare(): Promise<void>;
  /** Stores `content` as `name`, whole: a reader never sees half of it. */
  put(name: string, content: Buffer | string): Promise<void>;
  /** Stores the local file `source` as `name`; `source` may be moved (the caller removes it after). */
  putFile(name: string, source: string): Promise<void>;
  /** A stored file's content and size, or undefined when there is none. */
  get(name: string): Promise<{ body: Readable; bytes: number } | undefined>;
  head(name: string): Promise<StoredFile | undefined>;
  /** Every stored file whose name `keep` accepts. */
  list(keep: (name: string) => boolean): Promise<StoredFile[]>;
  /** Removes these files; a missing one is no error. */
  delete(names: string[]): Promise<void>;
  /** Lets go of its connections (a command that is done). */
  close(): void;
}

/** A stored file's whole content, or undefined when there is none. */
export async function readStored(storage: UploadStorage, name: string) {
  const file = await storage.get(name);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
