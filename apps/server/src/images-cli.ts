import { loadConfig } from './config';
import { runCommandLine } from './run-command-line';
import { makeMissingVariants } from './uploads/make-missing-variants';

const USAGE = `Usage: npm run images -- variants

Makes the variants (AVIF, WebP and JPEG or PNG at widths up to 1920) of every upload in
UPLOAD_DIR that has none yet, as uploads get them today, and rewrites those originals upright and
without metadata (EXIF, GPS). Safe to run while the server runs, and again: uploads that have
their variants are skipped. Prints the counts.`;

async function run(args: string[]) {
  if (args[0] !== 'variants') {
    console.log(USAGE);
    if (!args.includes('--help') && !args.includes('help')) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  console.error(`Uploads: ${config.uploadDir}`);
  const report = await makeMissingVariants(config.uploadDir, (name) =>
    console.error(`made\t${name}`),
  );
  for (const { name, reason } of report.unreadable) console.error(`unreadable\t${name}\t${reason}`);
  console.log(`made\t${report.made}`);
  console.log(`already\t${report.already}`);
  console.log(`unreadable\t${report.unreadable.length}`);
}

runCommandLine(run);
