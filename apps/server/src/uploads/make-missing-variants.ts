import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ImageExtension } from './image-type';
import { UPLOAD_NAME } from './upload-names';
import { JOB_COPY_PREFIX, type UploadStore } from './upload-store';
import type { UploadStorage } from './upload-storage';
import { storeWithVariants, type VariantsOutcome } from './variant-files';
import { readManifest } from './variant-manifest';

export interface VariantsReport {
  /** Uploads that got their variants now. */
  made: number;
  /** Uploads that had them already. */
  already: number;
  /** Uploads that cannot be decoded (kept as they are, served without variants). */
  unreadable: { name: string; reason: string }[];
}

/** Copies a stored upload to a temporary file of `dir`, makes its variants from it, removes it. */
export async function variantsOf(storage: UploadStorage, dir: string, name: string) {
  const file = await storage.get(name);
  if (!file) return undefined;
  const temporary = path.join(dir, `.${randomBytes(16).toString('hex')}.part`);
  try {
    await pipeline(file.body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    const extension = path.extname(name).slice(1) as ImageExtension;
    return await storeWithVariants(storage, temporary, name, extension, true);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Makes the variants of every upload in `storage` that has no manifest yet (uploads from before
 * variants existed), one at a time, encoding each from a temporary copy in the local folder
 * `dir`; running it again changes nothing.
 */
/** The uploads of `storage` without a manifest (variants never made), oldest name first. */
export async function missingVariants(storage: UploadStorage) {
  const files = await storage.list((name) => UPLOAD_NAME.test(name));
  const missing: string[] = [];
  for (const name of files.map((file) => file.name).sort()) {
    if (!(await readManifest(storage, name))) missing.push(name);
  }
  return missing;
}

export async function makeMissingVariants(
  storage: UploadStorage,
  dir: string,
  onMade: (name: string) => void = () => {},
): Promise<VariantsReport> {
  const report: VariantsReport = { made: 0, already: 0, unreadable: [] };
  const files = await storage.list((name) => UPLOAD_NAME.test(name));
  for (const name of files.map((file) => file.name).sort()) {
    if (await readManifest(storage, name)) {
      report.already += 1;
      continue;
    }
    const outcome: VariantsOutcome | undefined = await variantsOf(storage, dir, name);
    if (!outcome) continue;
    if (outcome.kind === 'made') {
      report.made += 1;
      onMade(name);
    } else {
      const reason = outcome.kind === 'unreadable' ? outcome.reason : 'too many pixels';
      report.unreadable.push({ name, reason });
    }
  }
  return report;
}

/** A job's copy older than this was left by a server that stopped (a queue waits minutes). */
const ABANDONED_COPY_MS = 60 * 60 * 1000;

/**
 * Removes the copies that uploads waited in for their variants, left in `dir` by a server that
 * stopped (its jobs are queued again from the stored originals); recent ones may belong to
 * another server sharing the folder and are kept. Answers how many were removed.
 */
export async function removeAbandonedCopies(dir: string, now = Date.now()) {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.startsWith(`.${JOB_COPY_PREFIX}`),
  );
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stats = await stat(file).catch(() => undefined);
    if (!stats || now - stats.mtimeMs < ABANDONED_COPY_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Queues in the server's background queue the variants of the uploads that lack them (their job
 * was dropped when the server stopped, or they are older than variants), while the queue has
 * places; answers how many. Each is made from a copy of its stored original.
 */
export async function queueMissingVariants(uploads: UploadStore) {
  let queued = 0;
  for (const name of await missingVariants(uploads.storage)) {
    if (uploads.variants.isPending(name)) continue;
    const place = uploads.variants.reserve();
    if (!place) break;
    place.start(name, async (closing) => {
      if (closing) return;
      const outcome = await variantsOf(uploads.storage, uploads.dir, name);
      if (outcome?.kind !== 'made') throw new Error(`no variants: ${outcome?.kind ?? 'gone'}`);
      uploads.variantsMade(name);
    });
    queued += 1;
  }
  return queued;
}
