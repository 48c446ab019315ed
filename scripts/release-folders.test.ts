import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishRelease, KEEP_RELEASES, releaseId, startRelease } from './release-folders.mjs';

let root: string;
let build: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-releases-'));
  build = path.join(root, 'build');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a build of the fixture web app whose hashed assets carry `hash`. */
async function fakeBuild(hash: string, builtAt: number) {
  const id = `r${builtAt}`;
  const dir = await startRelease(build, id);
  mkdirSync(path.join(dir, 'client/assets'), { recursive: true });
  for (const name of [`entry-${hash}.js`, `entry-${hash}.js.br`, `app-${hash}.css`]) {
    writeFileSync(path.join(dir, 'client/assets', name), `${name} content`);
  }
  writeFileSync(path.join(dir, 'client/index.html'), `<script src="/assets/entry-${hash}.js">`);
  const done = await finishRelease(build, dir, { id, assets: 'client/assets', now: builtAt });
  return { dir, done };
}

const served = (file: string) => readFileSync(path.join(build, 'client/assets', file), 'utf8');
const assets = () => readdirSync(path.join(build, 'client/assets')).sort();

describe('build releases', () => {
  it('switches the build path to each new release, carrying the hashed assets of the last builds', async () => {
    const first = await fakeBuild('aaaa', 1000);
    expect(lstatSync(build).isSymbolicLink()).toBe(true);
    expect(readlinkSync(build)).toBe(path.basename(first.dir));
    expect(first.done).toEqual({ own: 3, carried: 0, removed: [] });

    await fakeBuild('bbbb', 2000);
    expect(served('entry-aaaa.js')).toBe('entry-aaaa.js content');
    expect(served('entry-bbbb.js')).toBe('entry-bbbb.js content');
    expect(readFileSync(path.join(build, 'client/index.html'), 'utf8')).toContain('entry-bbbb');

    const third = await fakeBuild('cccc', 3000);
    expect(third.done).toEqual({ own: 3, carried: 6, removed: [] });
    // Each release records only its own assets: what it carries is not carried again and again.
    const manifest = JSON.parse(readFileSync(path.join(third.dir, 'release.json'), 'utf8'));
    expect(manifest.assets).toEqual(['app-cccc.css', 'entry-cccc.js', 'entry-cccc.js.br']);

    // The fourth build drops the first build's assets and folder: N = 3 builds are kept.
    const fourth = await fakeBuild('dddd', 4000);
    expect(KEEP_RELEASES).toBe(3);
    expect(fourth.done.removed).toEqual(['build.r1000']);
    expect(assets()).toEqual(
      ['bbbb', 'cccc', 'dddd']
        .flatMap((hash) => [`app-${hash}.css`, `entry-${hash}.js`, `entry-${hash}.js.br`])
        .sort(),
    );
    expect(readdirSync(root).sort()).toEqual([
      'build',
      'build.r2000',
      'build.r3000',
      'build.r4000',
    ]);
  });

  it('keeps the release the path led to before, and a release served long ago goes at the next build', async () => {
    for (const time of [1000, 2000, 3000, 4000, 5000]) await fakeBuild(`h${time}`, time);
    expect(
      readdirSync(root)
        .filter((name) => name !== 'build')
        .sort(),
    ).toEqual(['build.r3000', 'build.r4000', 'build.r5000']);
  });

  it('turns the build folder of before releases into the release before the first one', async () => {
    mkdirSync(path.join(build, 'client/assets'), { recursive: true });
    writeFileSync(path.join(build, 'client/assets/entry-old0.js'), 'old');
    const { done } = await fakeBuild('new0', Date.now() + 1000);
    expect(done.carried).toBe(1);
    expect(lstatSync(build).isSymbolicLink()).toBe(true);
    expect(served('entry-old0.js')).toBe('old');
    expect(existsSync(path.join(root, 'build.before-releases/client/assets/entry-old0.js'))).toBe(
      true,
    );
  });

  it('removes what a failed build left, and refuses a release id that is not a plain name', async () => {
    mkdirSync(path.join(root, 'build.failed/client'), { recursive: true });
    await fakeBuild('aaaa', 1000);
    expect(existsSync(path.join(root, 'build.failed'))).toBe(false);
    expect(releaseId(new Date('2026-11-27T20:00:00.123Z'), {})).toMatch(
      /^20261127T200000123Z-\d+$/,
    );
    expect(releaseId(new Date(), { VITRINE_RELEASE_ID: 'image' })).toBe('image');
    expect(() => releaseId(new Date(), { VITRINE_RELEASE_ID: '../x' })).toThrow(
      /VITRINE_RELEASE_ID/,
    );
  });
});
