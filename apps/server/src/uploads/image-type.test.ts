import { describe, expect, it } from 'vitest';
import { IMAGE_SAMPLES as SAMPLES } from '../../test/image-samples';
import { detectImageType } from './image-type';

describe('image type from magic bytes', () => {
  it('recognises PNG, JPEG, GIF, WebP and AVIF', () => {
    for (const [extension, bytes] of Object.entries(SAMPLES)) {
      expect(detectImageType(bytes)).toBe(extension);
    }
    expect(detectImageType(Buffer.concat([Buffer.from('GIF87a'), Buffer.alloc(8)]))).toBe('gif');
  });

  it('finds AVIF among the compatible brands, and refuses other ISO-BMFF files', () => {
    const compatible = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmif1'),
      Buffer.alloc(4),
      Buffer.from('avif'),
    ]);
    expect(detectImageType(compatible)).toBe('avif');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from('ftypheic'),
      Buffer.alloc(4),
      Buffer.from('mif1'),
      // Past the end of the ftyp box: not one of its brands.
      Buffer.from('avif'),
    ]);
    expect(detectImageType(heic)).toBeUndefined();
  });

  it('refuses SVG, HTML, text, truncated signatures and nothing at all', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg/>',
      '<!doctype html><html>',
      'GIF8',
      'RIFF....WAVE',
      '',
    ]) {
      expect(detectImageType(Buffer.from(text))).toBeUndefined();
    }
    expect(detectImageType(SAMPLES.png.subarray(0, 7))).toBeUndefined();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});
