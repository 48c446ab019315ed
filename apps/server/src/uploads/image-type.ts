/** The image types an upload may be, by the extension its stored name gets. */
export const IMAGE_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

/** Bytes to read from the start of a file to tell its type. */
export const SNIFF_BYTES = 256;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.length >= end ? bytes.toString('latin1', start, end) : '';

/** ISO-BMFF `ftyp` box whose major or compatible brands include AVIF (still or sequence). */
function isAvif(head: Buffer) {
  if (ascii(head, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  if (boxEnd < 16) return false;
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4)
    brands.push(ascii(head, offset, offset + 4));
  return brands.some((brand) => AVIF_BRANDS.has(brand));
}

/**
 * The image type of a file from its first bytes (its magic number), or undefined for anything
 * else, SVG included. The name and type the client sent are never trusted.
 */
export function detectImageType(head: Buffer): ImageExtension | undefined {
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(head)) return 'avif';
  return undefined;
}
