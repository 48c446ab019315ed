import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { UploadStore, VariantManifest } from '../uploads/uploads';
import { fileNameOf, uploadNameOf, VISION_BYTES_MAX, visionDataUrl } from './vision-image';

const NAME = `${'a'.repeat(32)}.jpg`;

/** An upload store holding `files` (name → size in bytes) and this manifest; it counts reads. */
function storeOf(files: Record<string, number>, manifest?: VariantManifest) {
  const opened: string[] = [];
  const store = {
    manifestOf: async () => manifest,
    open: async (name: string) => {
      opened.push(name);
      const bytes = files[name];
      if (bytes === undefined) return undefined;
      // The size the storage states may differ from the body (a file replaced meanwhile).
      const actual = name.includes('liar') ? VISION_BYTES_MAX + 10 : bytes;
      return { bytes, body: Readable.from([Buffer.alloc(actual, 1)]) };
    },
  };
  return { uploads: store as unknown as UploadStore, opened };
}

const variant = (name: string, width: number, bytes: number, extra: object = {}) => ({
  name,
  width,
  height: width,
  bytes,
  format: name.slice(name.lastIndexOf('.') + 1) as 'webp',
  ...extra,
});

const manifest = (variants: ReturnType<typeof variant>[]): VariantManifest => ({
  name: NAME,
  width: 2000,
  height: 2000,
  fallback: 'jpg',
  variants,
});

describe('the image a vision model gets', () => {
  it('is the widest plain variant of at most 640 pixels, in a format the APIs read', async () => {
    const { uploads, opened } = storeOf(
      { 'v-640.webp': 100 },
      manifest([
        variant('v-320.webp', 320, 50),
        variant('v-640.avif', 640, 40),
        variant('v-640.webp', 640, 100),
        variant('v-960.webp', 960, 200),
        variant('v-640x336.webp', 640, 60, { cover: true }),
      ]),
    );
    const url = await visionDataUrl(uploads, `/uploads/${NAME}`);
    expect(url).toMatch(/^data:image\/webp;base64,/);
    expect(opened).toEqual(['v-640.webp']);
  });

  it('is the original when there are no variants, and nothing past 512 KiB', async () => {
    const small = storeOf({ [NAME]: 1000 });
    expect(await visionDataUrl(small.uploads, `/uploads/${NAME}`)).toMatch(/^data:image\/jpeg/);
    const large = storeOf({ [NAME]: VISION_BYTES_MAX + 1 });
    expect(await visionDataUrl(large.uploads, `/uploads/${NAME}`)).toBeUndefined();
    // A body longer than the size stated is cut off too.
    const liar = storeOf({ 'liar-640.webp': 100 }, manifest([variant('liar-640.webp', 640, 100)]));
    expect(await visionDataUrl(liar.uploads, `/uploads/${NAME}`)).toBeUndefined();
  });

  it('is never read for another address', async () => {
    const { uploads, opened } = storeOf({ [NAME]: 1000 });
    for (const address of [
      `https://cdn.example.test/uploads/${NAME}`,
      `/uploads/${NAME}?x=1`,
      '/uploads/../secret.jpg',
      `/images/${NAME}`,
      `/uploads/${'a'.repeat(32)}-640.webp`,
    ])
      expect(await visionDataUrl(uploads, address)).toBeUndefined();
    expect(opened).toEqual([]);
  });

  it('names what a text model may read of the address', () => {
    expect(uploadNameOf(`/uploads/${NAME}`)).toBe(NAME);
    expect(fileNameOf('https://x.test/photos/vitrine%20paris.jpg?w=3')).toBe('vitrine paris.jpg');
    expect(fileNameOf('https://x.test/%E0%A4%A.jpg')).toBe('%E0%A4%A.jpg');
  });
});
