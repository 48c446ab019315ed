import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { startTestApp, testDatabases, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { makeMissingVariants } from './make-missing-variants';
import { openUploadStore } from './open-upload-storage';
import { phoneJpeg, uploadImage } from './test-support';

const CLI = path.resolve(import.meta.dirname, '../../dist/images-cli.js');
// Not spawnSync: the S3 server answers from this process.
const run = promisify(execFile);

type Uploaded = { file_url: string; image: { variants: { url: string }[] } };

describe.each(testDatabases())('uploads in an S3 bucket (UPLOAD_STORAGE=s3) on $name', (db) => {
  let s3: S3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(db, s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const library = `/api/apps/vitrine/uploads`;

  it('stores the upload, its variants and manifest in the bucket and serves them', async () => {
    const response = await uploadImage(t, await phoneJpeg(1200, 900));
    expect(response.statusCode, response.body).toBe(200);
    const { file_url: fileUrl, image } = response.json<Uploaded>();
    const name = fileUrl.slice('/uploads/'.length);
    const base = name.slice(0, 32);
    const manifest = JSON.parse((await s3.object(`${base}.json`)).bytes.toString('utf8')) as {
      variants: { name: string }[];
    };
    const variants = manifest.variants.map((variant) => variant.name);
    expect(variants).toHaveLength(18);
    for (const { url } of image.variants) expect(variants).toContain(url.slice('/uploads/'.length));
    expect(await s3.keys()).toEqual([name, ...variants, `${base}.json`].sort());
    // The local folder only held the upload while it was encoded.
    expect(readdirSync(t.config.uploadDir)).toEqual([]);

    for (const key of [name, variants.find((variant) => variant.endsWith('.webp'))!]) {
      const stored = await s3.object(key);
      const served = await get(`/uploads/${key}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored.bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
        'content-length': String(stored.bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(stored.contentType).toBe(served.headers['content-type']);
    }
    // The stored original is upright and without its EXIF (GPS).
    const original = await sharp((await s3.object(name)).bytes).metadata();
    expect(original).toMatchObject({ width: 900, height: 1200 });
    expect(original.exif).toBeUndefined();
    const served = await get(`${fileUrl}/variants`);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ width: 900, height: 1200 });
  });

  it('answers 404 for a missing object or a name that cannot be an upload', async () => {
    await s3.put('notes.txt', Buffer.from('not an upload'));
    for (const url of [`/uploads/${'c'.repeat(32)}.jpg`, '/uploads/notes.txt']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('lists the bucket in the media library and deletes an upload with its variants', async () => {
    const listed = await t.app.inject({ method: 'GET', url: library, headers: t.admin });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{ items: { name: string; width?: number; bytes: number }[] }>();
    expect(items.items).toHaveLength(1);
    const [item] = items.items;
    expect(item).toMatchObject({ width: 900, bytes: (await s3.object(item!.name)).bytes.length });
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `${library}/${item!.name}`, headers: t.admin });
    expect((await remove()).statusCode).toBe(200);
    expect(await s3.keys()).toEqual(['notes.txt']);
    expect((await get(`/uploads/${item!.name}`)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
  });

  it('makes the variants of uploads put in the bucket without them (the images command)', async () => {
    const old = `${'a'.repeat(32)}.jpg`;
    await s3.put(old, await phoneJpeg(900, 600));
    const uploads = await openUploadStore(t.config);
    const first = await makeMissingVariants(uploads.storage, uploads.dir);
    expect(first).toEqual({ made: 1, already: 0, unreadable: [] });
    const keys = await s3.keys();
    expect(keys).toContain(`${'a'.repeat(32)}.json`);
    expect(keys.filter((key) => key.startsWith(`${'a'.repeat(32)}-`))).toHaveLength(12);
    expect(readdirSync(uploads.dir)).toEqual([]);
    const served = await get(`/uploads/${old}`);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 600, height: 900 });
    expect(metadata.exif).toBeUndefined();
    const second = await makeMissingVariants(uploads.storage, uploads.dir);
    expect(second).toEqual({ made: 0, already: 1, unreadable: [] });
  });

  it.skipIf(!existsSync(CLI))(
    '`npm run images -- variants` works on the bucket (built CLI)',
    async () => {
      const newer = `${'e'.repeat(32)}.jpg`;
      await s3.put(newer, await phoneJpeg(600, 400));
      const env = { ...process.env, ...s3.env, UPLOAD_DIR: t.config.uploadDir };
      const { stdout, stderr } = await run(process.execPath, [CLI, 'variants'], { env });
      expect(stdout).toBe('made\t1\nalready\t1\nunreadable\t0\n');
      expect(stderr).toContain(`Uploads: s3://${s3.bucket}`);
      expect(await s3.keys()).toContain(`${'e'.repeat(32)}.json`);
    },
  );
});

describe('the configuration of UPLOAD_STORAGE', () => {
  it('is local by default and needs a bucket for s3', () => {
    expect(loadConfig({}).uploadStorage).toMatchObject({ kind: 'local' });
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(
      'S3_BUCKET must be set when UPLOAD_STORAGE is s3',
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 'ftp' })).toThrow(
      'UPLOAD_STORAGE must be one of local, s3',
    );
    const both = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' };
    expect(() => loadConfig(both)).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() =>
      loadConfig({ ...both, S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow('S3_ENDPOINT must be an http(s) URL');
  });
});
