import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { queueMissingVariants, removeAbandonedCopies } from './make-missing-variants';
import { JOB_COPY_PREFIX } from './upload-store';
import { multipartImage, phoneJpeg, pngBomb } from './test-support';

const uploadUrl = (t: TestApp) =>
  `/api/apps/${t.config.appId}/integration-endpoints/Core/UploadFile`;

/** Uploads as the admin without waiting for the variants. */
function send(t: TestApp, bytes: Buffer) {
  const body = multipartImage(bytes);
  return t.app.inject({
    method: 'POST',
    url: uploadUrl(t),
    payload: body.payload,
    headers: { ...body.headers, ...t.admin },
  });
}

/** Takes a place of the variant queue with a job that ends when `release` is called. */
function holdVariantQueue(t: TestApp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  t.app.services.uploads.variants.reserve()!.start('held', () => held);
  return release;
}

describe.each(testDatabases())('uploads answered before their variants on $name', (db) => {
  const t = useTestApp(db, { UPLOAD_VARIANT_QUEUE_MAX: '2' });
  const files = () => readdirSync(t.config.uploadDir).sort();

  it('answers once the original is stored; the variants follow in the background', async () => {
    const release = holdVariantQueue(t);
    const response = await send(t, await phoneJpeg(900, 600));
    expect(response.statusCode).toBe(200);
    const { file_url: url, image } = response.json();
    expect(image).toEqual({ url, width: 600, height: 900, variants: [], cover: [] });
    // The original is served at once, upright and without its EXIF.
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const pending = await t.app.inject({ url: `${url}/variants` });
    expect(pending.statusCode).toBe(404);
    expect(pending.headers['cache-control']).toBe('no-store');
    release();
    await t.app.services.uploads.variants.idle();
    const made = await t.app.inject({ url: `${url}/variants` });
    expect(made.statusCode).toBe(200);
    expect(made.json().variants).toHaveLength(6);
  });

  it('answers 429 with Retry-After past UPLOAD_VARIANT_QUEUE_MAX and stores nothing', async () => {
    const release = holdVariantQueue(t);
    expect((await send(t, await phoneJpeg(300, 200))).statusCode).toBe(200);
    const before = files();
    const refused = await send(t, await phoneJpeg(300, 200));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_QUEUE_FULL', retry_after: 30 });
    expect(files()).toEqual(before);
    release();
    await t.app.services.uploads.variants.idle();
    expect((await send(t, await phoneJpeg(300, 200))).statusCode).toBe(200);
    await t.app.services.uploads.variants.idle();
  });

  it('refuses images above 40 megapixels (a 7000×7000 PNG) from their header', async () => {
    const before = files();
    const response = await send(t, pngBomb(7000, 7000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(files()).toEqual(before);
  });
});

describe('an upload whose client leaves before the original is stored', () => {
  const t = useTestApp(testDatabases()[0]!);

  it('stores nothing: no file, no temporary file, no variants', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { encoding } = t.app.services.uploads;
    // The original's reading waits behind this job until the client is gone.
    let release = () => {};
    const held = encoding(() => new Promise<void>((resolve) => (release = resolve)));
    const body = multipartImage(await phoneJpeg(600, 400));
    const socket = net.connect(Number(port), '127.0.0.1');
    const head = [
      `POST ${uploadUrl(t)} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${t.admin.authorization}`,
      `Content-Type: ${body.headers['content-type']}`,
      `Content-Length: ${body.payload.length}`,
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(body.payload);
    await vi.waitFor(() => expect(encoding.waiting).toBe(1), { timeout: 10_000 });
    socket.destroy();
    await vi.waitFor(
      async () => {
        const open = await new Promise<number>((resolve, reject) =>
          t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
        expect(open).toBe(0);
      },
      { timeout: 10_000 },
    );
    release();
    await held;
    // In order: this runs once the abandoned upload's turn is over.
    await encoding(async () => {});
    await t.app.services.uploads.variants.idle();
    // The abandoned request removes its temporary file as it ends; nothing else is left.
    await vi.waitFor(() => expect(readdirSync(t.config.uploadDir)).toEqual([]));
    expect(encoding.waiting).toBe(0);
  });
});

describe('variants left waiting when the server stopped', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are made after the next start', async () => {
    const [db] = testDatabases();
    const first = await startTestApp(db!, { UPLOAD_DIR: dir });
    const release = holdVariantQueue(first);
    const response = await send(first, await phoneJpeg(400, 300));
    expect(response.statusCode).toBe(200);
    const name = (response.json().file_url as string).split('/').pop()!;
    // The shutdown (onClose) stops the queue: the waiting job is dropped.
    const stopping = first.app.services.uploads.variants.close();
    release();
    await stopping;
    await first.close();
    // Stopped with the job still waiting: the original is stored, its variants are not.
    expect(readdirSync(dir)).toEqual([name]);

    const second = await startTestApp(db!, { UPLOAD_DIR: dir });
    try {
      await queueMissingVariants(second.app.services.uploads);
      await second.app.services.uploads.variants.idle();
      const made = await second.app.inject({ url: `/uploads/${name}/variants` });
      expect(made.statusCode).toBe(200);
      expect(made.json()).toMatchObject({ width: 300, height: 400 });
    } finally {
      await second.close();
    }
  });
});

describe('copies left by a server that stopped', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-copies-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are removed at start once an hour old; recent ones (another server) are kept', async () => {
    const old = `.${JOB_COPY_PREFIX}${'a'.repeat(32)}.part`;
    const recent = `.${JOB_COPY_PREFIX}${'b'.repeat(32)}.part`;
    const upload = `${'c'.repeat(32)}.jpg`;
    for (const name of [old, recent, upload]) writeFileSync(path.join(dir, name), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(dir, old), twoHoursAgo, twoHoursAgo);
    expect(await removeAbandonedCopies(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([recent, upload].sort());
  });
});
