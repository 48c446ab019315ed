import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';

const BOUNDARY = '----vitrine-image-boundary';

/** A multipart body with one `file` part (tests only). */
export function multipartImage(bytes: Buffer) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** Uploads an image as the admin, through the real route, and waits for its variants. */
export async function uploadImage(t: TestApp, bytes: Buffer) {
  const body = multipartImage(bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}/integration-endpoints/Core/UploadFile`,
    payload: body.payload,
    headers: { ...body.headers, ...t.admin },
  });
  await t.app.services.uploads.variants.idle();
  return response;
}

/** EXIF's GPS IFD pointer tag (0x8825), little-endian as sharp writes it. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/**
 * A phone photo: stored `width`×`height` with EXIF orientation 6 (shown turned a quarter, so
 * `height`×`width` upright), a camera make and a GPS position.
 */
export function phoneJpeg(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of `width`×`height` pixels that weighs a few kilobytes: a
 * decompression bomb (1 bit a pixel, every row zeros, deflated).
 */
export function pngBomb(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
