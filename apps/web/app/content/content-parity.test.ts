import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * French and English must say the same things: same files, same exports, same keys at every
 * depth, same list lengths. TypeScript checks the keys; this also catches list lengths and
 * extra keys that a loose type would let through.
 */
function shapeDifferences(french: unknown, english: unknown, at = ''): string[] {
  if (Array.isArray(french) || Array.isArray(english)) {
    if (!Array.isArray(french) || !Array.isArray(english))
      return [`${at}: list in one language only`];
    if (french.length !== english.length) {
      return [`${at}: ${french.length} items in French, ${english.length} in English`];
    }
    return french.flatMap((item, index) =>
      shapeDifferences(item, english[index], `${at}[${index}]`),
    );
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  if (isObject(french) || isObject(english)) {
    if (!isObject(french) || !isObject(english)) return [`${at}: object in one language only`];
    const keys = new Set([...Object.keys(french), ...Object.keys(english)]);
    return [...keys].flatMap((key) => {
      const where = at ? `${at}.${key}` : key;
      if (!(key in french)) return [`${where}: missing in French`];
      if (!(key in english)) return [`${where}: missing in English`];
      return shapeDifferences(french[key], english[key], where);
    });
  }
  if (typeof french !== typeof english) return [`${at}: ${typeof french} vs ${typeof english}`];
  if (typeof french === 'string' && (french === '') !== (english === '')) {
    return [`${at}: empty in one language only`];
  }
  return [];
}

// The site's dictionaries, the labels both show, and every `content/` folder of the console (one
// per feature that has copy, one for its frame in `console/shared/`), found at any depth.
const here = import.meta.dirname;
const CONSOLE = path.join(here, '../console');
const CONSOLE_ROOTS = readdirSync(CONSOLE, { recursive: true, encoding: 'utf8' })
  .filter((entry) => path.basename(entry) === 'content')
  .map((entry) => path.join(CONSOLE, entry))
  .sort();
const ROOTS = [here, path.join(here, '../shared/content'), ...CONSOLE_ROOTS];
const files = (root: string, locale: string) =>
  readdirSync(path.join(root, locale))
    .filter((file) => file.endsWith('.ts'))
    .sort();
const dictionaries = ROOTS.flatMap((root) =>
  files(root, 'fr').map((file) => [path.relative(here, path.join(root, 'fr', file)), root, file]),
);

describe('French and English dictionaries', () => {
  it.each(ROOTS.map((root) => [path.relative(here, root) || '.', root]))(
    '%s: have the same files',
    (_name, root) => {
      expect(files(root, 'en')).toEqual(files(root, 'fr'));
      expect(files(root, 'fr').length).toBeGreaterThanOrEqual(1);
    },
  );

  it('cover every site area', () => {
    expect(files(here, 'fr').length).toBeGreaterThanOrEqual(8);
  });

  it('cover every console copy folder', () => {
    expect(CONSOLE_ROOTS.length).toBeGreaterThanOrEqual(6);
    const languageFolders = readdirSync(CONSOLE, { recursive: true, encoding: 'utf8' }).filter(
      (entry) => ['fr', 'en'].includes(path.basename(entry)),
    );
    for (const folder of languageFolders) {
      expect(CONSOLE_ROOTS).toContain(path.dirname(path.join(CONSOLE, folder)));
    }
  });

  it.each(dictionaries)(
    '%s has the same exports, keys and list lengths',
    async (_name, root, file) => {
      const french = (await import(path.join(root, 'fr', file))) as Record<string, unknown>;
      const english = (await import(path.join(root, 'en', file))) as Record<string, unknown>;
      expect(shapeDifferences(french, english)).toEqual([]);
    },
  );

  it('reports any difference, at any depth', () => {
    expect(shapeDifferences({ a: { b: 'x' } }, { a: { b: 'y' } })).toEqual([]);
    expect(shapeDifferences({ a: { b: 'x' } }, { a: { c: 'x' } })).toEqual([
      'a.b: missing in English',
      'a.c: missing in French',
    ]);
    expect(shapeDifferences({ list: [{ id: 1 }, { id: 2 }] }, { list: [{ id: 1 }] })).toEqual([
      'list: 2 items in French, 1 in English',
    ]);
    expect(shapeDifferences({ list: [{ id: 'a', t: 'x' }] }, { list: [{ id: 'a' }] })).toEqual([
      'list[0].t: missing in English',
    ]);
    expect(shapeDifferences({ n: 1 }, { n: '1' })).toEqual(['n: number vs string']);
  });
});
