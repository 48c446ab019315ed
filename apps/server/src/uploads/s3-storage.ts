import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import { IMAGE_CONTENT_TYPES } from './image-type';
import type { StoredFile, UploadStorage } from './upload-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; AWS's own when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = { ...IMAGE_CONTENT_TYPES, json: 'application/json' };
// As the server serves them: a name's content never changes (for a bucket served directly too).
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const contentType = (name: string) =>
  CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream';

/** Whether the SDK's error is the service's "no such object" (404). */
function isMissing(error: unknown) {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** Uploads in an S3 bucket (`UPLOAD_STORAGE=s3`), at its top level under their own names. */
export class S3Storage implements UploadStorage {
  private constructor(
    private readonly sdk: typeof Sdk,
    private readonly client: Sdk.S3Client,
    private readonly bucket: string,
  ) {}

  /** Loads the AWS SDK (only now: the local mode never does) and makes the client. */
  static async open(settings: S3Settings) {
    const sdk = await import('@aws-sdk/client-s3');
    const { accessKeyId, secretAccessKey } = settings;
    const client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without keys, the SDK's own chain (AWS_* variables, instance or task roles).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible services refuse the others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(sdk, client, settings.bucket);
  }

  get where() {
    return `s3://${this.bucket}`;
  }

  async prepare() {}

  async put(name: string, content: Buffer | string) {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: content,
        ContentType: contentType(name),
        CacheControl: CACHE_CONTROL,
      }),
    );
  }

  /** Streams the file up (one request: uploads are at most `UPLOAD_MAX_BYTES`, 100 MiB). */
  async putFile(name: string, source: string) {
    const { size } = await stat(source);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: createReadStream(source),
        ContentLength: size,
        ContentType: contentType(name),
        CacheControl: CACHE_CONTROL,
      }),
    );
  }

  async get(name: string) {
    const command = new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name });
    const object = await this.client.send(command).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!object?.Body) return undefined;
    return { body: object.Body as Readable, bytes: object.ContentLength ?? 0 };
  }

  async head(name: string): Promise<StoredFile | undefined> {
    const command = new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: name });
    const object = await this.client.send(command).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!object) return undefined;
    return { name, bytes: object.ContentLength ?? 0, modified: object.LastModified ?? new Date(0) };
  }

  async list(keep: (name: string) => boolean) {
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const { Key, Size = 0, LastModified = new Date(0) } of page.Contents ?? []) {
        if (Key && keep(Key)) files.push({ name: Key, bytes: Size, modified: LastModified });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  async delete(names: string[]) {
    await Promise.all(
      names.map((name) =>
        this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name })),
      ),
    );
  }

  /** Closes the client's kept-alive connections, which would otherwise keep a command running. */
  close() {
    this.client.destroy();
  }
}
