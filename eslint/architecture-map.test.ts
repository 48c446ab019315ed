import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_LAYERS, SERVER_ROOT_FILES } from './server-boundaries.js';
import { WEB_LAYERS } from './web-boundaries.js';

// docs/architecture.md is the map a newcomer reads: every folder of the server and the web app
// is named in it, and belongs to one layer of the import boundaries (eslint/*-boundaries.js).

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = { server: 'apps/server/src', web: 'apps/web/app' } as const;
const SKIPPED = new Set(['node_modules', '+types', '.react-router']);
const MAP = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every folder under `root`, as paths relative to it (`analytics/stats`). */
function foldersOf(root: string, prefix = ''): string[] {
  const entries = readdirSync(path.join(ROOT, root, prefix), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const folder = prefix ? `${prefix}/${entry.name}` : entry.name;
      return [folder, ...foldersOf(root, folder)];
    });
}

/** The map's paragraphs and table rows, each with the paths it quotes (`a/b/`, no app prefix). */
const BLOCKS = MAP.split(/\n\s*\n|\n(?=\|)/).map((block) =>
  [...block.matchAll(/`([^`\s]+)`/g)].map(([, quoted]) =>
    quoted.replace(/^apps\/(server\/src|web\/app)\//, '').replace(/\/$/, ''),
  ),
);

/**
 * A quoted path names the folders leading to it (`i18n/pricing-copy.ts` names `i18n`); a segment
 * `<feature>` below the first stands for any name, `fr|en` for either.
 */
function quotes(quoted: string, folder: string) {
  const segments = quoted.split('/');
  const parts = folder.split('/');
  if (segments.length < parts.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index];
    if (index > 0 && /^<[^>]+>$/.test(segment)) return true;
    return segment.split('|').includes(part);
  });
}

/** Named when quoted whole, or by its own name beside its parent in one paragraph or row. */
function isNamed(folder: string) {
  const parent = path.posix.dirname(folder);
  const name = path.posix.basename(folder);
  return BLOCKS.some(
    (block) =>
      block.some((quoted) => quotes(quoted, folder)) ||
      (parent !== '.' && block.includes(name) && block.some((quoted) => quotes(quoted, parent))),
  );
}

describe('docs/architecture.md', () => {
  for (const root of Object.values(APPS)) {
    it(`names every folder of ${root}`, () => {
      const unnamed = foldersOf(root).filter((folder) => !isNamed(folder));
      expect(unnamed).toEqual([]);
    });
  }

  it('finds an unnamed folder (the check can fail)', () => {
    expect(isNamed('analytics/not-a-folder')).toBe(false);
    expect(isNamed('not-a-folder')).toBe(false);
    expect(isNamed('console/blog/not-a-folder')).toBe(false);
  });
});

describe('import boundaries', () => {
  it('put every folder and top file of apps/server/src in exactly one layer', () => {
    const layered = Object.values(SERVER_LAYERS).flat();
    const top = readdirSync(path.join(ROOT, APPS.server), { withFileTypes: true });
    const folders = top.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...layered].sort());
    const files = top
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name);
    expect(files.sort()).toEqual(Object.values(SERVER_ROOT_FILES).flat().sort());
  });

  it('put every folder of apps/web/app (and of its console) in exactly one layer', () => {
    const layered = Object.values(WEB_LAYERS).flat();
    const top = foldersOf(APPS.web).filter((folder) => !folder.includes('/'));
    const consoleFolders = foldersOf(APPS.web, 'console').filter(
      (folder) => folder.split('/').length === 2,
    );
    const expected = [...top.filter((folder) => folder !== 'console'), ...consoleFolders];
    expect([...layered].sort()).toEqual(expected.sort());
  });
});
