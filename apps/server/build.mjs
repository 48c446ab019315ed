// Bundles the server (and the shared contract it imports) into dist/. Packages from
// node_modules stay external and are loaded at run time.
import { build } from 'esbuild';

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
    'src/markdown-render-worker.ts',
    'src/admin-cli.ts',
    'src/retention-cli.ts',
    'src/backup-cli.ts',
    'src/outbox-cli.ts',
    'src/images-cli.ts',
    'src/migrate-sqlite-to-pg.ts',
    'src/migrate-cli.ts',
    'src/rollup-worker.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [external],
});
console.log('server bundled into apps/server/dist');
