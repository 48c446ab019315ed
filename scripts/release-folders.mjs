// Build output as releases (docs/decisions/0049-build-releases.md). A build writes a new folder
// `<link>.<id>` beside the path that the server, the tools and the docs use (`apps/web/build`,
// `apps/server/dist`); once complete, that path becomes a symbolic link to it, switched with one
// rename. A running server keeps the files it started with; the hashed assets of the previous
// builds are carried into the new one, so pages already served find theirs.
import {
  copyFile,
  link,
  lstat,
  readFile,
  readdir,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

/** How many releases stay on disk, and how many builds' hashed assets a release holds. */
export const KEEP_RELEASES = 3;
export const MANIFEST = 'release.json';
const ID = /^[\w-]{1,64}$/;

/** A new release's id: `VITRINE_RELEASE_ID` (the container build names its own), else the time. */
export function releaseId(now = new Date(), env = process.env) {
  const id = env.VITRINE_RELEASE_ID || `${now.toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
  if (!ID.test(id)) throw new Error(`VITRINE_RELEASE_ID must be 1 to 64 letters, digits, _ or -`);
  return id;
}

/** The empty folder a build of `linkPath` writes into (what a failed build of this id left is removed). */
export async function startRelease(linkPath, id) {
  const dir = `${linkPath}.${id}`;
  await rm(dir, { recursive: true, force: true });
  return dir;
}

const exists = (file) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/** The files under `folder` (relative paths), none if it does not exist. */
async function filesIn(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The folders beside `linkPath` named `<link>.<id>`: complete releases (with their manifest)
 * newest first, then the incomplete ones (a build under way or one that failed).
 */
export async function listReleases(linkPath) {
  const parent = path.dirname(linkPath);
  const prefix = `${path.basename(linkPath)}.`;
  const entries = await readdir(parent, { withFileTypes: true });
  const releases = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(prefix)) continue;
    const dir = path.join(parent, entry.name);
    const manifest = await readFile(path.join(dir, MANIFEST), 'utf8').then(JSON.parse, () => null);
    releases.push({ dir, manifest });
  }
  return releases.sort(
    (a, b) => (b.manifest?.builtAt ?? -Infinity) - (a.manifest?.builtAt ?? -Infinity),
  );
}

/** Whether `linkPath` is a folder of its own: the layout before releases. */
async function isPlainFolder(linkPath) {
  const info = await lstat(linkPath).catch(() => null);
  return Boolean(info?.isDirectory());
}

/**
 * Completes the release in `dir`: records its own assets (under `assets`, a path inside the
 * release), carries in those of the `keep - 1` releases before it, switches `linkPath` to it in
 * one rename, and removes the releases beyond `keep` (never the one `linkPath` led to before).
 * Returns what it did, in figures.
 */
export async function finishRelease(
  linkPath,
  dir,
  { id, assets, keep = KEEP_RELEASES, now = Date.now() },
) {
  const parent = path.dirname(linkPath);
  const base = path.basename(linkPath);
  const own = assets ? await filesIn(path.join(dir, assets)) : [];

  // Before releases, `linkPath` was the build itself: it becomes the release before this one.
  if (await isPlainFolder(linkPath)) {
    const builtAt = (await stat(linkPath)).mtimeMs;
    const legacyAssets = assets ? await filesIn(path.join(linkPath, assets)) : [];
    await writeFile(
      path.join(linkPath, MANIFEST),
      `${JSON.stringify({ id: 'before-releases', builtAt, assets: legacyAssets })}\n`,
    );
  }
  const previous = (await listReleases(linkPath)).filter(
    (release) => release.manifest && release.dir !== dir,
  );
  const plain = (await isPlainFolder(linkPath))
    ? [
        {
          dir: linkPath,
          manifest: JSON.parse(await readFile(path.join(linkPath, MANIFEST), 'utf8')),
        },
      ]
    : [];
  const carriedFrom = [...plain, ...previous]
    .sort((a, b) => b.manifest.builtAt - a.manifest.builtAt)
    .slice(0, keep - 1);

  let carried = 0;
  if (assets) {
    for (const release of carriedFrom) {
      for (const file of release.manifest.assets ?? []) {
        const target = path.join(dir, assets, file);
        if (await exists(target)) continue;
        const source = path.join(release.dir, assets, file);
        if (!(await exists(source))) continue;
        // Same file system (sibling folders): a hard link costs no space; a copy otherwise.
        await link(source, target).catch(() => copyFile(source, target));
        carried += 1;
      }
    }
  }
  // The manifest marks the release complete.
  await writeFile(
    path.join(dir, MANIFEST),
    `${JSON.stringify({ id, builtAt: now, assets: own })}\n`,
  );

  let before;
  if (plain.length > 0) {
    // Once, on the first build with releases: two renames, the only moment the path is missing.
    before = `${linkPath}.before-releases`;
    await rm(before, { recursive: true, force: true });
    await rename(linkPath, before);
  } else {
    before = await readLinkTarget(linkPath);
  }
  const temporary = path.join(parent, `.${base}.switch-${process.pid}`);
  await rm(temporary, { force: true });
  await symlink(path.basename(dir), temporary);
  await rename(temporary, linkPath);

  // Newest first: this release, then up to keep - 1 others; the one served before stays too.
  const releases = await listReleases(linkPath);
  const complete = releases.filter((release) => release.manifest);
  const kept = new Set([dir, before, ...complete.slice(0, keep).map((release) => release.dir)]);
  const removed = [];
  for (const release of releases) {
    if (kept.has(release.dir)) continue;
    await rm(release.dir, { recursive: true, force: true });
    removed.push(path.basename(release.dir));
  }
  return { own: own.length, carried, removed };
}

/** The folder `linkPath` leads to (absolute), if it is a link. */
async function readLinkTarget(linkPath) {
  const target = await readlink(linkPath).catch(() => null);
  return target === null ? undefined : path.resolve(path.dirname(linkPath), target);
}
