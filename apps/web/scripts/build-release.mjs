// Builds the web app into a new release folder (build.<id>), precompresses it, carries in the
// hashed assets of the previous builds and switches `build` to it (docs/decisions/0049-build-releases.md).
// The folder a running server reads is never emptied nor half-written.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finishRelease, releaseId, startRelease } from '../../../scripts/release-folders.mjs';
import { buildIslands } from './build-islands.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');
const link = path.join(webDir, 'build');
const id = releaseId();
const dir = await startRelease(link, id);

// The islands first (decision 0066): the pre-rendered pages name their scripts. Beside the
// release, since the client build empties the release folder; moved in once it is done.
const islandsDir = path.join(webDir, `.islands.${id}`);
await buildIslands(islandsDir);

const env = {
  ...process.env,
  VITRINE_ISLANDS_MANIFEST: path.join(islandsDir, 'manifest.json'),
  // react-router.config.ts writes the build there.
  VITRINE_WEB_BUILD_DIR: path.basename(dir),
  PATH: [
    path.join(webDir, 'node_modules/.bin'),
    path.join(repoRoot, 'node_modules/.bin'),
    process.env.PATH,
  ].join(path.delimiter),
};
const run = async (command, args) => {
  const { status, error } = spawnSync(command, args, { cwd: webDir, env, stdio: 'inherit' });
  if (!error && status === 0) return;
  await rm(islandsDir, { recursive: true, force: true });
  if (error) throw error;
  process.exit(status ?? 1);
};
await run('react-router', ['build']);
// Served with the other hashed assets; the manifest tells the server which is which.
await cp(islandsDir, path.join(dir, 'client/assets/islands'), {
  recursive: true,
  filter: (source) => !source.endsWith('manifest.json'),
});
await mkdir(path.join(dir, 'islands'));
await cp(path.join(islandsDir, 'manifest.json'), path.join(dir, 'islands/manifest.json'));
await rm(islandsDir, { recursive: true, force: true });
await run(process.execPath, [
  path.join(webDir, 'scripts/precompress.mjs'),
  path.join(dir, 'client'),
]);

const { own, carried, removed } = await finishRelease(link, dir, { id, assets: 'client/assets' });
console.log(
  `web build: release ${path.basename(dir)} (${own} asset files, ${carried} carried from the previous builds` +
    `${removed.length > 0 ? `, removed ${removed.join(', ')}` : ''}); apps/web/build leads to it`,
);
