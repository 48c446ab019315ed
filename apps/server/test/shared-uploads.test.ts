import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneJpeg } from '../src/uploads/test-support';
import { startS3Server, type S3Server } from './s3-server';
import { SERVER_ENTRY, killAllServers, startServer, type ServerProcess } from './server-process';
import { testDatabases } from './test-app';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const ADMIN = { email: 'admin@vitrine.test', password: 'correct-horse-battery-staple' };

afterAll(killAllServers);

async function signIn(server: ServerProcess) {
  const response = await fetch(`${server.url}/api/apps/vitrine/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return {
    authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`,
  };
}

async function upload(server: ServerProcess, photo: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  const response = await fetch(
    `${server.url}/api/apps/vitrine/integration-endpoints/Core/UploadFile`,
    { method: 'POST', headers: await signIn(server), body: form },
  );
  expect(response.status).toBe(200);
  const { file_url: fileUrl } = (await response.json()) as { file_url: string };
  // The variants are made in the background, after the answer.
  const image = await vi.waitFor(
    async () => {
      const variants = await fetch(`${server.url}${fileUrl}/variants`);
      expect(variants.status).toBe(200);
      return (await variants.json()) as { variants: { url: string }[] };
    },
    { timeout: 60_000, interval: 200 },
  );
  return { file_url: fileUrl, image };
}

/** Two built servers on one PostgreSQL schema, each with its own local folder. */
async function startPair(env: Record<string, string>) {
  const created = postgres!.create();
  const folders = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'vitrine-pair-')));
  const shared = {
    DATABASE_URL: created.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  };
  const a = await startServer({ ...shared, UPLOAD_DIR: folders[0]! });
  const b = await startServer({ ...shared, UPLOAD_DIR: folders[1]! });
  return {
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await created.drop();
      folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    },
  };
}

// Two processes on one PostgreSQL database, each with its own folder: only a bucket is shared.
// Generous time limits: each test starts two built servers.
describe.skipIf(!postgres || !existsSync(SERVER_ENTRY))('uploads shared by two instances', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phoneJpeg(800, 600);
  });

  it('with UPLOAD_STORAGE=local, an upload on one is a 404 on the other', async () => {
    const pair = await startPair({});
    try {
      const { file_url: fileUrl } = await upload(pair.a, photo);
      expect((await fetch(`${pair.a.url}${fileUrl}`)).status).toBe(200);
      expect((await fetch(`${pair.b.url}${fileUrl}`)).status).toBe(404);
    } finally {
      await pair.stop();
    }
  }, 120_000);

  describe('with UPLOAD_STORAGE=s3', () => {
    let s3: S3Server;
    let pair: Awaited<ReturnType<typeof startPair>>;
    beforeAll(async () => {
      s3 = await startS3Server();
      pair = await startPair(s3.env);
    }, 120_000);
    afterAll(async () => {
      await pair?.stop();
      await s3?.close();
    });

    it("each serves the other's uploads and variants, byte for byte", async () => {
      for (const [from, to] of [
        [pair.a, pair.b],
        [pair.b, pair.a],
      ] as const) {
        const { file_url: fileUrl, image } = await upload(from, photo);
        for (const url of [fileUrl, image.variants[0]!.url]) {
          const served = await fetch(`${to.url}${url}`);
          expect(served.status).toBe(200);
          const stored = await s3.object(url.slice('/uploads/'.length));
          expect(Buffer.from(await served.arrayBuffer()).equals(stored.bytes)).toBe(true);
          expect(served.headers.get('content-type')).toBe(stored.contentType);
          expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        }
        expect((await fetch(`${to.url}${fileUrl}/variants`)).status).toBe(200);
      }
    }, 120_000);

    it("lists and deletes the other's uploads in the media library", async () => {
      const library = (server: ServerProcess) => `${server.url}/api/apps/vitrine/uploads`;
      const listed = await fetch(library(pair.b), { headers: await signIn(pair.b) });
      const { items } = (await listed.json()) as { items: { name: string }[] };
      expect(items).toHaveLength(2);
      const removed = await fetch(`${library(pair.b)}/${items[0]!.name}`, {
        method: 'DELETE',
        headers: await signIn(pair.b),
      });
      expect(removed.status).toBe(200);
      expect((await fetch(`${pair.a.url}/uploads/${items[0]!.name}`)).status).toBe(404);
      expect(
        (await s3.keys()).filter((key) => key.startsWith(items[0]!.name.slice(0, 32))),
      ).toEqual([]);
    });
  });
});
