import { UPLOAD_NAME, type UploadStore, type VariantManifest } from '../uploads/uploads';

type VariantFormat = VariantManifest['fallback'];

/** The widest variant sent to a vision model: enough to describe, small in tokens. */
export const VISION_WIDTH_MAX = 640;
/** The largest image sent, in bytes before base64 (a `data:` URL is a third larger). */
export const VISION_BYTES_MAX = 512 * 1024;

/** The formats the OpenAI-compatible vision APIs read; AVIF is not among them. */
const MEDIA_TYPES: Partial<Record<VariantFormat | 'gif', string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** `/uploads/<name>` → the name of the stored upload it names, else undefined. */
export function uploadNameOf(imageUrl: string) {
  const name = /^\/uploads\/([^/?#]+)$/.exec(imageUrl)?.[1];
  return name && UPLOAD_NAME.test(name) ? name : undefined;
}

/** The last segment of an address, decoded, without query: what a text model can read of it. */
export function fileNameOf(imageUrl: string) {
  const path = imageUrl.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.slice(0, 200);
}

/** The stored file to send: the widest plain variant up to VISION_WIDTH_MAX, else the original. */
async function pickFile(uploads: UploadStore, name: string) {
  const manifest = await uploads.manifestOf(name);
  const variants = (manifest?.variants ?? [])
    .filter((variant) => !variant.cover && MEDIA_TYPES[variant.format])
    .filter((variant) => variant.width <= VISION_WIDTH_MAX && variant.bytes <= VISION_BYTES_MAX)
    .sort((a, b) => b.width - a.width || a.bytes - b.bytes);
  const variant = variants[0];
  if (variant) return { name: variant.name, type: MEDIA_TYPES[variant.format]! };
  const extension = name.slice(name.indexOf('.') + 1) as VariantFormat | 'gif';
  const type = MEDIA_TYPES[extension];
  return type ? { name, type } : undefined;
}

/** A stored file's content, or undefined when it is missing or larger than VISION_BYTES_MAX. */
async function readBounded(uploads: UploadStore, name: string) {
  const file = await uploads.open(name);
  if (!file) return undefined;
  if (file.bytes > VISION_BYTES_MAX) {
    file.body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file.body) {
    const piece = Buffer.from(chunk as Uint8Array);
    total += piece.length;
    if (total > VISION_BYTES_MAX) {
      file.body.destroy();
      return undefined;
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

/**
 * One of our uploads (`/uploads/<name>`) as a `data:` URL for a vision model: a variant at most
 * VISION_WIDTH_MAX wide, or the original when it has none, never above VISION_BYTES_MAX.
 * Undefined for any other address (never fetched), a missing upload, or an image too large.
 */
export async function visionDataUrl(uploads: UploadStore, imageUrl: string) {
  const name = uploadNameOf(imageUrl);
  if (!name) return undefined;
  const file = await pickFile(uploads, name);
  if (!file) return undefined;
  const bytes = await readBounded(uploads, file.name);
  return bytes && `data:${file.type};base64,${bytes.toString('base64')}`;
}
