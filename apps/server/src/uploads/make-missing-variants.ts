import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ImageExtension } from './image-type';
import { UPLOAD_NAME } from './upload-store';
import { storeWithVariants } from './variant-files';
import { readManifest } from './variant-manifest';

export interface VariantsReport {
  /** Uploads that got their variants now. */
  made: number;
  /** Uploads that had them already. */
  already: number;
  /** Uploads that cannot be decoded (kept as they are, served without variants). */
  unreadable: { name: string; reason: string }[];
}

/**
 * Makes the variants of every upload in `dir` that has no manifest yet (uploads from before
 * variants existed), one at a time; running it again changes nothing.
 */
export async function makeMissingVariants(
  dir: string,
  onMade: (name: string) => void = () => {},
): Promise<VariantsReport> {
  const report: VariantsReport = { made: 0, already: 0, unreadable: [] };
  const names = (await readdir(dir)).filter((name) => UPLOAD_NAME.test(name)).sort();
  for (const name of names) {
    if (await readManifest(dir, name)) {
      report.already += 1;
      continue;
    }
    const extension = path.extname(name).slice(1) as ImageExtension;
    const outcome = await storeWithVariants(dir, path.join(dir, name), name, extension);
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
