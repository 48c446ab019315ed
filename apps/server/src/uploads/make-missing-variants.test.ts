import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { makeMissingVariants } from './make-missing-variants';
import { readManifest } from './variant-manifest';
import { createQueue } from './variant-queue';
import { phoneJpeg } from './test-support';

const OLD = `${'a'.repeat(32)}.jpg`;
const BROKEN = `${'b'.repeat(32)}.png`;
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An upload folder as it was before variants: a phone photo, a broken PNG, a stray file. */
async function oldUploads() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-old-uploads-'));
  folders.push(dir);
  writeFileSync(path.join(dir, OLD), await phoneJpeg(900, 600));
  writeFileSync(path.join(dir, BROKEN), Buffer.from('89504e470d0a1a0a0000', 'hex'));
  writeFileSync(path.join(dir, 'notes.txt'), 'not an upload');
  return dir;
}

describe('making the variants of older uploads', () => {
  it('makes them once, strips the original, reports what it cannot read, and runs again idly', async () => {
    const dir = await oldUploads();
    const storage = new LocalStorage(dir);
    const first = await makeMissingVariants(storage, dir);
    expect(first).toMatchObject({ made: 1, already: 0, unreadable: [{ name: BROKEN }] });
    const manifest = await readManifest(storage, OLD);
    expect(manifest).toMatchObject({ name: OLD, width: 600, height: 900, fallback: 'jpg' });
    expect(manifest!.variants.map((variant) => variant.name.slice(33))).toEqual([
      '320.avif',
      '320.webp',
      '320.jpg',
      '600.avif',
      '600.webp',
      '600.jpg',
      '320x168.avif',
      '320x168.webp',
      '320x168.jpg',
      '600x315.avif',
      '600x315.webp',
      '600x315.jpg',
    ]);
    for (const variant of manifest!.variants)
      expect(existsSync(path.join(dir, variant.name))).toBe(true);
    const original = await sharp(readFileSync(path.join(dir, OLD))).metadata();
    expect(original).toMatchObject({ width: 600, height: 900 });
    expect(original.exif).toBeUndefined();
    const files = readdirSync(dir).sort();
    const second = await makeMissingVariants(storage, dir);
    expect(second).toMatchObject({ made: 0, already: 1, unreadable: [{ name: BROKEN }] });
    expect(readdirSync(dir).sort()).toEqual(files);
  });

  const cli = path.resolve(import.meta.dirname, '../../dist/images-cli.js');
  it.skipIf(!existsSync(cli))(
    '`npm run images -- variants` prints the counts (built CLI)',
    async () => {
      const dir = await oldUploads();
      const run = () =>
        spawnSync(process.execPath, [cli, 'variants'], {
          env: { ...process.env, UPLOAD_DIR: dir },
          encoding: 'utf8',
        });
      const first = run();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toBe('made\t1\nalready\t0\nunreadable\t1\n');
      expect(run().stdout).toBe('made\t0\nalready\t1\nunreadable\t1\n');
      expect(spawnSync(process.execPath, [cli], { encoding: 'utf8' }).status).toBe(1);
    },
  );
});

describe('the encoding queue', () => {
  it('runs at most `concurrency` jobs at once, in order', async () => {
    const run = createQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(job(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(job(6))).toBe(6);
  });
});
