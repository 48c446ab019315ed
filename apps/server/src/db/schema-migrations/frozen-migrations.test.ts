import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(folder).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/**
 * What a migration may import besides its own folder: Kysely, the `Database` type, and
 * `createEntityTable`, which the sync step shares so both name an index alike (decision 0033).
 */
const ALLOWED = ['kysely', '../database', '../entity-tables'];

function importsOf(file: string) {
  const text = readFileSync(path.join(folder, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
  return specifiers.filter((specifier) => !specifier.startsWith('./'));
}

describe('the migrations (decision 0033: released migrations never change meaning)', () => {
  it('finds the migration files', () => {
    expect(sources).toContain('0001-baseline.ts');
    expect(sources).toContain('migration-list.ts');
  });

  it.each(sources)('%s imports only Kysely, the Database type and createEntityTable', (file) => {
    expect(importsOf(file).filter((specifier) => !ALLOWED.includes(specifier))).toEqual([]);
  });

  it.each(sources)('%s imports the database module for its type only', (file) => {
    const text = readFileSync(path.join(folder, file), 'utf8');
    expect(text).not.toMatch(/import\s+\{[^}]*\}\s+from\s+'\.\.\/database'/);
  });
});
