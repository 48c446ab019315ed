import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UploadVariants } from '@vitrine/contract/integrations/upload-variants';
import { testDatabases, useTestApp } from '../../test/test-app';
import { GPS_TAG, phoneJpeg, pngBomb, uploadImage } from './test-support';

const base = (url: string) => url.slice(0, url.lastIndexOf('.'));

describe.each(testDatabases())('image variants on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const storedFiles = () => readdirSync(t.config.uploadDir).sort();
  const served = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    return { response, metadata: await sharp(response.rawPayload).metadata() };
  };

  it('turns a phone photo upright, strips EXIF and GPS, and makes AVIF, WebP and JPEG widths', async () => {
    const photo = await phoneJpeg(1500, 1000);
    const input = await sharp(photo).metadata();
    expect(input).toMatchObject({ orientation: 6, width: 1500, height: 1000 });
    expect(input.exif?.includes(GPS_TAG)).toBe(true);
    const response = await uploadImage(t, photo);
    expect(response.statusCode).toBe(200);
    const { file_url: fileUrl, image: answered } = response.json() as {
      file_url: string;
      image: UploadVariants;
    };
    // Answered once the original is stored: the variants come after, in the background.
    expect(answered).toEqual({ url: fileUrl, width: 1000, height: 1500, variants: [], cover: [] });
    const listed = await t.app.inject({ url: `${fileUrl}/variants` });
    expect(listed.statusCode).toBe(200);
    const image = listed.json() as UploadVariants;
    expect(image).toMatchObject({ url: fileUrl, width: 1000, height: 1500 });
    const byType = (type: string) => image.variants.filter((variant) => variant.type === type);
    for (const type of ['image/avif', 'image/webp', 'image/jpeg']) {
      // The standard widths below 1000, then the photo's own: never wider than it.
      expect(byType(type).map((variant) => variant.width)).toEqual([320, 640, 960, 1000]);
    }
    expect(image.variants).toHaveLength(12);
    // The 40:21 crops of its centre for cards and headers, at most as wide as the photo.
    expect(image.cover.filter((crop) => crop.type === 'image/avif').map(({ url }) => url)).toEqual(
      ['320x168', '640x336', '960x504', '1000x525'].map((size) => `${base(fileUrl)}-${size}.avif`),
    );
    expect(image.cover).toHaveLength(12);
    for (const variant of [...image.variants, ...image.cover]) {
      expect(variant.url).toMatch(/^\/uploads\/[a-f0-9]{32}-\d+(x\d+)?\.(avif|webp|jpg)$/);
      const { response: file, metadata } = await served(variant.url);
      expect(file.headers['content-type']).toBe(variant.type);
      expect(metadata).toMatchObject({ width: variant.width, height: variant.height });
      const ratio = variant.url.includes('x') ? 21 / 40 : 1500 / 1000;
      expect(variant.height).toBe(Math.round(variant.width * ratio));
      expect(metadata.exif, variant.url).toBeUndefined();
      expect(metadata.orientation, variant.url).toBeUndefined();
    }
    // The original as served has lost its metadata too, and stands upright.
    const { metadata } = await served(fileUrl);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1000, height: 1500 });
    expect(metadata.exif).toBeUndefined();
    const raw = readFileSync(path.join(t.config.uploadDir, fileUrl.split('/').pop()!));
    expect(raw.includes(Buffer.from('Exif\0\0'))).toBe(false);
  });

  it('keeps a clean small PNG as it is and falls back to PNG', async () => {
    const png = await sharp({
      create: { width: 500, height: 250, channels: 4, background: '#0a08' },
    })
      .png()
      .toBuffer();
    const response = await uploadImage(t, png);
    expect(response.statusCode).toBe(200);
    const fileUrl = response.json().file_url as string;
    const image = (await t.app.inject({ url: `${fileUrl}/variants` })).json() as UploadVariants;
    expect((await t.app.inject({ url: fileUrl })).rawPayload.equals(png)).toBe(true);
    const types = image.variants.map((variant) => `${variant.type} ${variant.width}`);
    expect(types).toEqual([
      'image/avif 320',
      'image/webp 320',
      'image/png 320',
      'image/avif 500',
      'image/webp 500',
      'image/png 500',
    ]);
    const crops = image.cover.map(
      (variant) => `${variant.type} ${variant.width}x${variant.height}`,
    );
    // 250 high: the widest 40:21 crop is 476 wide.
    expect(crops).toEqual([
      'image/avif 320x168',
      'image/webp 320x168',
      'image/png 320x168',
      'image/avif 476x250',
      'image/webp 476x250',
      'image/png 476x250',
    ]);
  });

  it('keeps an animated GIF whole, with its size and no variants', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const response = await uploadImage(t, gif);
    expect(response.statusCode).toBe(200);
    const { file_url: fileUrl, image } = response.json() as {
      file_url: string;
      image: UploadVariants;
    };
    expect(image).toEqual({ url: fileUrl, width: 40, height: 30, variants: [], cover: [] });
    const served = await t.app.inject({ url: fileUrl });
    expect(served.rawPayload.equals(gif)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).pages).toBe(2);
  });

  it('refuses a decompression bomb (413), a truncated file and a lying one (422), keeping nothing', async () => {
    const before = storedFiles();
    const bombBytes = pngBomb(10_000, 8_000);
    expect(bombBytes.length).toBeLessThan(50_000);
    // A real image: sharp reads its header (80 megapixels) when not limited.
    expect(await sharp(bombBytes).metadata()).toMatchObject({ width: 10_000, height: 8_000 });
    const bomb = await uploadImage(t, bombBytes);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: expect.stringMatching(/40 million pixels/),
    });
    const photo = await phoneJpeg(600, 400);
    const truncated = await uploadImage(t, photo.subarray(0, Math.floor(photo.length * 0.6)));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toMatchObject({ code: 'UNREADABLE_IMAGE' });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    for (const lie of [Buffer.concat([png, Buffer.alloc(500, 7)]), Buffer.concat([png, photo])]) {
      const response = await uploadImage(t, lie);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'UNREADABLE_IMAGE' });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('answers 404 for the variants of an unknown or invalid name', async () => {
    for (const url of [`/uploads/${'0'.repeat(32)}.png/variants`, '/uploads/..%2Fx.png/variants']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
