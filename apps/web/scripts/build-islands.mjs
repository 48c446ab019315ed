// Builds the islands (app/islands/*.island.ts[x], decision 0066): the only scripts a public page
// loads. esbuild bundles them apart from the console's React Router build, as ES modules with
// shared chunks, React taken as `preact/compat` (the form islands reuse the site's components).
// Writes the files and `manifest.json` (name -> public URL and the chunks it imports) to `outDir`.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const webDir = path.resolve(import.meta.dirname, '..');
const islandsDir = path.join(webDir, 'app/islands');
const ENTRY = /^([\w-]+)\.island\.tsx?$/;

/** Where the files are served from: `client/assets/islands/` of the release. */
export const ISLANDS_PUBLIC_PATH = '/assets/islands/';

const PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

async function entryPoints() {
  const files = await readdir(islandsDir);
  return Object.fromEntries(
    files.flatMap((file) => {
      const match = ENTRY.exec(file);
      return match ? [[match[1], path.join(islandsDir, file)]] : [];
    }),
  );
}

/** The manifest from esbuild's metafile: each entry's file and the chunks it imports statically. */
function manifestOf(metafile, outDir) {
  const publicUrl = (file) => `${ISLANDS_PUBLIC_PATH}${path.relative(outDir, file)}`;
  const manifest = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const match = output.entryPoint && ENTRY.exec(path.basename(output.entryPoint));
    if (!match) continue;
    const imports = [];
    const visit = (current) => {
      for (const { path: imported, kind } of metafile.outputs[current]?.imports ?? []) {
        if (kind !== 'import-statement' || imports.includes(publicUrl(imported))) continue;
        imports.push(publicUrl(imported));
        visit(imported);
      }
    };
    visit(file);
    manifest[match[1]] = { file: publicUrl(file), imports };
  }
  return manifest;
}

/** Builds every island into `outDir` (emptied first) and returns the manifest. */
export async function buildIslands(outDir, { minify = true } = {}) {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await esbuild.build({
    entryPoints: await entryPoints(),
    absWorkingDir: webDir,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    alias: PREACT,
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.PROD': 'true' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const manifest = manifestOf(result.metafile, outDir);
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? path.join(webDir, 'build/islands'));
  console.log(JSON.stringify(await buildIslands(outDir), null, 2));
}
