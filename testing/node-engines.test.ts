import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `semver` (a dev dependency, npm's own range rules; no types of its own here): the two calls used.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
}

/**
 * `npm ci` warns EBADENGINE for every installed package whose `engines.node` leaves out the
 * Node version running it (decision 0048): the lowest Node the project supports must be admitted
 * by every package the lock file installs.
 */
describe('the Node versions the installed packages accept', () => {
  const lowest = semver.minVersion(read('package.json').engines.node)!.version;
  const packages = Object.entries(read('package-lock.json').packages as Record<string, LockEntry>);

  it('reads the supported Node range and the lock file', () => {
    expect(lowest).toBe('20.19.0');
    expect(packages.length).toBeGreaterThan(100);
  });

  it(`admit Node ${lowest}, the lowest the project supports`, () => {
    const refusing = packages.flatMap(([where, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || semver.satisfies(lowest, range)) return [];
      return [`${where}@${entry.version} wants node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
