// Bundles the server (and the shared contract it imports) into a new release folder dist.<id>,
// then switches dist/ to it (docs/decisions/0049-build-releases.md): a running server keeps
// spawning its workers from the release it started from. Packages from node_modules stay external
// and are loaded at run time.
import path from 'node:path';
import { build } from 'esbuild';
import { finishRelease, releaseId, startRelease } from '../../scripts/release-folders.mjs';

const link = path.join(import.meta.dirname, 'dist');
const id = releaseId();
const outdir = await startRelease(link, id);

const external = {
  name: 'external-packages',
  setup(context) {
    // main.ts loads the server's own bundle at run time (see main.ts).
    context.onResolve({ filter: /^\.\/start-server\.js$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vitrine/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [
    'src/main.ts',
    'src/start-server.ts',
    'src/admin-cli.ts',
    'src/retention-cli.ts',
    'src/backup-cli.ts',
    'src/outbox-cli.ts',
    'src/images-cli.ts',
    'src/migrate-sqlite-to-pg.ts',
    'src/migrate-cli.ts',
    'src/rollup-worker.ts',
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [external],
  absWorkingDir: import.meta.dirname,
});
// The Markdown worker is one CommonJS file, its packages inside: piscina `require`s it, and on
// Node 20 a worker ended (a render past its deadline, a shutdown) while `require` was loading an
// ES module graph aborted the whole process (V8 "IsGraphAsync must be used on an instantiated
// module"). Plain CommonJS has no module graph to abort (decision 0068).
await build({
  entryPoints: { 'markdown-render-worker': 'src/markdown-render-worker.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: import.meta.dirname,
});
const { removed } = await finishRelease(link, outdir, { id });
console.log(
  `server bundled into apps/server/${path.basename(outdir)}` +
    `${removed.length > 0 ? ` (removed ${removed.join(', ')})` : ''}; apps/server/dist leads to it`,
);
