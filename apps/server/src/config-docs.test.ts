import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentedVariables, envExample, readmeTable } from './config-docs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readmePath = path.join(repoRoot, 'README.md');
const envExamplePath = path.join(repoRoot, '.env.example');
/** `UPDATE_CONFIG_DOCS=1 npx vitest run apps/server/src/config-docs.test.ts` rewrites both. */
const update = process.env.UPDATE_CONFIG_DOCS === '1';

const TABLE = /\| Variable \| Default \| Meaning \|\n(?:\|.*\|\n?)+/;

describe('configuration documentation', () => {
  it('has the README table written from the schema', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const table = TABLE.exec(readme)?.[0].trimEnd();
    if (update && table) writeFileSync(readmePath, readme.replace(table, readmeTable()));
    else expect(table, 'README.md: run UPDATE_CONFIG_DOCS=1 on this test').toBe(readmeTable());
  });

  it('has .env.example written from the schema', () => {
    if (update) writeFileSync(envExamplePath, envExample());
    else expect(readFileSync(envExamplePath, 'utf8')).toBe(envExample());
  });

  it('names every variable once, with its default in both files', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const example = readFileSync(envExamplePath, 'utf8');
    const variables = documentedVariables();
    expect(new Set(variables.map((variable) => variable.env)).size).toBe(variables.length);
    for (const variable of variables) {
      expect(readme).toContain(`| \`${variable.env}\` |`);
      expect(example).toMatch(new RegExp(`^(# )?${variable.env}=`, 'm'));
      if (variable.default !== undefined && variable.example === undefined) {
        expect(example).toMatch(
          new RegExp(`^(# )?${variable.env}=${String(variable.default)}$`, 'm'),
        );
      }
    }
  });
});
