import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { IMAGE_SAMPLES as SAMPLES } from '../../test/image-samples';

const MAX = 4096;
const BOUNDARY = '----vitrine-test-boundary';

/** A multipart body with one file part (field, name and type as a client could lie about). */
function multipart(bytes: Buffer, field = 'file', filename = 'photo.png', type = 'image/png') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const uploadUrl = (t: TestApp, name = 'UploadFile') =>
  `/api/apps/${t.config.appId}/integration-endpoints/Core/${name}`;

/**
 * Sends a multipart body to an integration route, as the admin unless `headers` say otherwise,
 * and waits for the variants it queued.
 */
async function sendFile(
  t: TestApp,
  body: ReturnType<typeof multipart>,
  headers: Record<string, string> = t.admin,
  name?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: uploadUrl(t, name),
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  await t.app.services.uploads.variants.idle();
  return response;
}

describe.each(testDatabases())('image uploads on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { UPLOAD_MAX_BYTES: String(MAX) });

  const upload = (
    body: ReturnType<typeof multipart>,
    headers: Record<string, string> = t.admin,
    name?: string,
  ) => sendFile(t, body, headers, name);
  const storedFiles = () => readdirSync(t.config.uploadDir);

  it('stores each accepted type under a random name with the extension its bytes show', async () => {
    for (const [extension, bytes] of Object.entries(SAMPLES)) {
      // The client's name and type are ignored: a PNG sent as "x.svg" is still a PNG.
      const response = await upload(multipart(bytes, 'file', 'x.svg', 'image/svg+xml'));
      expect(response.statusCode).toBe(200);
      const { file_url: fileUrl } = response.json();
      expect(fileUrl).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url: fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': {
          png: 'image/png',
          jpg: 'image/jpeg',
          gif: 'image/gif',
          webp: 'image/webp',
          avif: 'image/avif',
        }[extension],
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
  });

  it('refuses SVG and other files by their bytes (415), whatever they claim to be', async () => {
    const before = storedFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const bytes of [svg, Buffer.from('%PDF-1.7'), Buffer.from('')]) {
      const response = await upload(multipart(bytes, 'file', 'photo.png', 'image/png'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses files over UPLOAD_MAX_BYTES (413) and keeps nothing of them', async () => {
    const before = storedFiles();
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(MAX)]);
    const response = await upload(multipart(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(storedFiles()).toEqual(before);
    const exact = Buffer.concat([SAMPLES.png, Buffer.alloc(MAX - SAMPLES.png.length)]);
    expect((await upload(multipart(exact))).statusCode).toBe(200);
  });

  it('answers 400 without a file, 404 for other integrations, 401/403 to non-admins', async () => {
    expect((await upload(multipart(SAMPLES.png, 'image'))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: uploadUrl(t),
      headers: t.admin,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const other = await upload(multipart(SAMPLES.png), t.admin, 'GenerateImage');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Unknown integration: GenerateImage',
    });
    expect((await upload(multipart(SAMPLES.png), {})).statusCode).toBe(401);
  });

  it('serves stored images only: other names are 404 JSON', async () => {
    const stored = (await upload(multipart(SAMPLES.gif))).json().file_url as string;
    const name = stored.split('/').pop()!;
    for (const path of [
      `/uploads/${name.replace('.gif', '.png')}`,
      `/uploads/${'0'.repeat(32)}.png`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/.${'a'.repeat(32)}.part`,
      '/uploads/..%2F..%2Fpackage.json',
      `/uploads/${name}.svg`,
      // The manifest is only served through `/variants`; a variant that was never made is 404.
      `/uploads/${name.replace('.gif', '.json')}`,
      `/uploads/${name.replace('.gif', '-4000.avif')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    // No temporary file is ever left behind: uploads, their variants and manifests only.
    const kept = /^[a-f0-9]{32}(\.(png|jpg|webp|gif|avif|json)|-\d+(x\d+)?\.(avif|webp|jpg|png))$/;
    expect(storedFiles().every((file) => kept.test(file))).toBe(true);
  });
});

describe('upload permissions', () => {
  it('creates the folder and every stored image for the server’s user only (0700, 0600)', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'vitrine-upload-modes-'));
    const uploadDir = path.join(parent, 'data', 'uploads');
    const t = await startTestApp(testDatabases()[0]!, { UPLOAD_DIR: uploadDir });
    try {
      expect(statSync(uploadDir).mode & 0o777).toBe(0o700);
      const body = multipart(SAMPLES.png);
      const response = await sendFile(t, body);
      expect(response.statusCode).toBe(200);
      const name = (response.json().file_url as string).split('/').pop()!;
      expect(statSync(path.join(uploadDir, name)).mode & 0o777).toBe(0o600);
    } finally {
      await t.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('large uploads', () => {
  it('accepts images far above the JSON body limit, up to UPLOAD_MAX_BYTES', async () => {
    const t = await startTestApp(testDatabases()[0]!, {
      UPLOAD_MAX_BYTES: String(2 * 1024 * 1024),
    });
    try {
      const image = Buffer.concat([SAMPLES.jpg, Buffer.alloc(1024 * 1024, 7)]);
      const body = multipart(image, 'file', 'big.jpg', 'image/jpeg');
      const response = await sendFile(t, body);
      expect(response.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: response.json().file_url });
      expect(served.headers['content-length']).toBe(String(image.length));
      expect(served.rawPayload.equals(image)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
