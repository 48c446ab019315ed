// Builds the web app into a new release folder (build.<id>), precompresses it, carries in the
// hashed assets of the previous builds and switches `build` to it (docs/decisions/0049-build-releases.md).
// The folder a running server reads is never emptied nor half-written.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { finishRelease, releaseId, startRelease } from '../../../scripts/release-folders.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');
const link = path.join(webDir, 'build');
const id = releaseId();
const dir = await startRelease(link, id);

const env = {
  ...process.env,
  // react-router.config.ts writes the build there.
  VITRINE_WEB_BUILD_DIR: path.basename(dir),
  PATH: [
    path.join(webDir, 'node_modules/.bin'),
    path.join(repoRoot, 'node_modules/.bin'),
    process.env.PATH,
  ].join(path.delimiter),
};
const run = (command, args) => {
  const { status, error } = spawnSync(command, args, { cwd: webDir, env, stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
};
run('react-router', ['build']);
run(process.execPath, [path.join(webDir, 'scripts/precompress.mjs'), path.join(dir, 'client')]);

const { own, carried, removed } = await finishRelease(link, dir, { id, assets: 'client/assets' });
console.log(
  `web build: release ${path.basename(dir)} (${own} asset files, ${carried} carried from the previous builds` +
    `${removed.length > 0 ? `, removed ${removed.join(', ')}` : ''}); apps/web/build leads to it`,
);
