import { describe, expect, it } from 'vitest';
import type { UploadVariant, UploadVariants } from '@vitrine/contract/integrations/upload-variants';
import { toResponsiveImage } from './responsive-image';

const base = '/uploads/0123456789abcdef0123456789abcdef';
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

function set(sizes: [number, number][], fallback: 'jpg' | 'png', crop: boolean): UploadVariant[] {
  return sizes.flatMap(([width, height]) =>
    (['avif', 'webp', fallback] as const).map((format) => ({
      url: `${base}-${width}${crop ? `x${height}` : ''}.${format}`,
      type: TYPES[format] as UploadVariant['type'],
      width,
      height,
    })),
  );
}

/** A 3000×2000 upload with whole widths and 40:21 crops. */
function upload(widths: number[], fallback: 'jpg' | 'png' = 'jpg'): UploadVariants {
  const height = (width: number) => Math.round((width * 2) / 3);
  const crop = (width: number) => Math.round((width * 21) / 40);
  return {
    url: `${base}.${fallback}`,
    width: 3000,
    height: 2000,
    variants: set(
      widths.map((width) => [width, height(width)]),
      fallback,
      false,
    ),
    cover: set(
      widths.filter((width) => width <= 1200).map((width) => [width, crop(width)]),
      fallback,
      true,
    ),
  };
}

describe('the responsive image of an upload', () => {
  it('draws the whole image by width, falling back to the 960 JPEG', () => {
    const image = toResponsiveImage(upload([320, 640, 960, 1200, 1920]));
    expect(image.src).toBe(`${base}-960.jpg`);
    expect(image.srcSet).toBe(
      [320, 640, 960, 1200, 1920].map((width) => `${base}-${width}.jpg ${width}w`).join(', '),
    );
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources[0]!.srcSet).toContain(`${base}-1920.avif 1920w`);
    expect(image).toMatchObject({ width: 3000, height: 2000 });
  });

  it('draws a featured box from the 40:21 crops, sized as the widest, shared at 1200×630', () => {
    const image = toResponsiveImage(upload([320, 640, 960, 1200, 1920]), 'cover');
    expect(image.src).toBe(`${base}-960x504.jpg`);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.sources[0]!.srcSet).toBe(
      `${base}-320x168.avif 320w, ${base}-640x336.avif 640w, ${base}-960x504.avif 960w, ${base}-1200x630.avif 1200w`,
    );
    expect(image.share).toEqual({
      url: `${base}-1200x630.jpg`,
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('takes the widest below the target for small images, PNG when that is the fallback', () => {
    const image = toResponsiveImage(upload([320, 500], 'png'));
    expect(image.src).toBe(`${base}-500.png`);
    expect(image.share?.url).toBe(`${base}-500x263.png`);
  });

  it('draws an image without variants (animated) as itself, sized', () => {
    const gif = { url: `${base}.gif`, width: 40, height: 30, variants: [], cover: [] };
    expect(toResponsiveImage(gif, 'cover')).toEqual({
      src: `${base}.gif`,
      width: 40,
      height: 30,
      sources: [],
    });
  });
});
