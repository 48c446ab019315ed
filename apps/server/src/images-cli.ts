import { loadConfig } from './config';
import { runCommandLine } from './run-command-line';
import { makeMissingVariants, openUploadStore } from './uploads/uploads';

const USAGE = `Usage: npm run images -- variants

Makes the variants (AVIF, WebP and JPEG or PNG at widths up to 1920) of every upload in
UPLOAD_DIR (or the S3 bucket of UPLOAD_STORAGE=s3) that has none yet, as uploads get them today, and rewrites those originals upright and
without metadata (EXIF, GPS). Safe to run while the server runs, and again: uploads that have
their variants are skipped. Prints the counts.`;

async function run(args: string[]) {
  if (args[0] !== 'variants') {
    console.log(USAGE);
    if (!args.includes('--help') && !args.includes('help')) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const { storage, dir } = await openUploadStore(config);
  console.error(`Uploads: ${storage.where}`);
  const report = await makeMissingVariants(storage, dir, (name) =>
    console.error(`made\t${name}`),
  ).finally(() => storage.close());
  for (const { name, reason } of report.unreadable) console.error(`unreadable\t${name}\t${reason}`);
  console.log(`made\t${report.made}`);
  console.log(`already\t${report.already}`);
  console.log(`unreadable\t${report.unreadable.length}`);
}

runCommandLine(run);
