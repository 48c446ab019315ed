import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint/server-boundaries.js (decision 0042), run by ESLint's own API on
// snippets placed where the rules must bite, deep in folders included.

const src = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(src, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the boundaries rules for `code` as if it were the file `file` of src/. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => message.message);
}

const importing = (specifier: string) => `import { a } from '${specifier}';\nexport const b = a;\n`;

describe('the server import boundaries', () => {
  it.each([
    ['db/schema-migrations/0099-example.ts', '../../content/content-history', /Infrastructure/],
    ['db/schema-migrations/0099-example.ts', '../../entities/entity-store', /Infrastructure/],
    ['http/deep/folder/example.ts', '../../../plugins/api-plugin', /Infrastructure/],
    ['platform/example.ts', '../auth/auth', /Infrastructure/],
    ['errors/example.ts', '../db/database', /errors\/ is a leaf/],
    ['entities/example.ts', '../auth/auth', /entities\/ is the base/],
    ['analytics/stats/example.ts', '../../plugins/app-services', /composition root/],
    ['analytics/stats/example.ts', '../../app', /composition root/],
    ['campaigns/email/example.ts', '../../mail/templates/layout', /mail\/mail\.ts/],
    ['users/example.ts', '../auth/account-store', /auth\/auth\.ts/],
    ['plugins/example.ts', '../analytics/stats/stats-routes', /analytics\/analytics\.ts/],
    ['retention-cli.ts', './retention/retention-job', /retention\/retention\.ts/],
    ['analytics/example.ts', '../../test/test-app', /belong to a layer/],
  ])('refuses %s importing %s', async (file, specifier, why) => {
    const errors = await boundaryErrors(file, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(why);
  });

  it('checks re-exports, type imports and dynamic imports as imports', async () => {
    const file = 'campaigns/sending/example.ts';
    expect(
      await boundaryErrors(file, "export { a } from '../../mail/mail-service';\n"),
    ).toHaveLength(1);
    const typeOnly = "import type { A } from '../../auth/account-store';\nexport type B = A;\n";
    expect(await boundaryErrors(file, typeOnly)).toHaveLength(1);
    const dynamic = "export const load = () => import('../../uploads/upload-store');\n";
    expect(await boundaryErrors(file, dynamic)).toHaveLength(1);
  });

  it.each([
    ['campaigns/email/example.ts', '../../mail/mail'],
    ['analytics/rollups/example.ts', '../stats/stats-figures'],
    ['analytics/stats/example.ts', '../../db/database'],
    ['users/example.ts', '../entities/entity-store'],
    ['http/example.ts', '../config'],
    ['plugins/example.ts', '../analytics/analytics'],
    ['start-server.ts', './seed/seed'],
    ['errors/example.ts', '@vitrine/contract/errors'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, importing(specifier))).toEqual([]);
  });

  it('leaves tests alone', async () => {
    const code = importing('../../mail/templates/layout');
    expect(await boundaryErrors('campaigns/email/example.test.ts', code)).toEqual([]);
  });

  it('refuses a file in no layer: a new folder or a new file at the top', async () => {
    for (const file of ['reports/example.ts', 'new-cli.ts']) {
      const errors = await boundaryErrors(file, 'export const a = 1;\n');
      expect(errors).toEqual([expect.stringMatching(/does not belong to any known element/)]);
    }
  });

  it('puts every folder and every top file of apps/server/src in exactly one layer', async () => {
    const config = pathToFileURL(path.join(repoRoot, 'eslint/server-boundaries.js')).href;
    const { SERVER_LAYERS, SERVER_ROOT_FILES } = (await import(config)) as {
      SERVER_LAYERS: Record<string, string[]>;
      SERVER_ROOT_FILES: Record<string, string[]>;
    };
    const named = [...Object.values(SERVER_LAYERS), ...Object.values(SERVER_ROOT_FILES)].flat();
    const entries = readdirSync(src, { withFileTypes: true });
    const present = [
      ...entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
      ...entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
        .map((entry) => entry.name),
    ];
    expect([...named].sort()).toEqual([...new Set(present)].sort());
  });
});
