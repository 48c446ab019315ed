import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableFor } from '../db/table-names';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp, type TestApp } from '../../test/test-app';

const root = path.resolve(import.meta.dirname, '../../..');
const built =
  existsSync(path.join(root, 'web/build/server/index.js')) &&
  existsSync(path.join(root, 'server/dist/markdown-render-worker.cjs'));

/** A published post whose content was stored before the save-time check (decision 0038). */
async function storedBefore(t: TestApp, slug: string, content: string, language = 'en') {
  const id = await createAsAdmin(t, 'BlogPost', blogPostRecord(slug, { language }));
  const row = await sql<{ data: string | Record<string, unknown> }>`SELECT data FROM ${sql.table(
    tableFor('BlogPost'),
  )} WHERE id = ${id}`.execute(t.database.db);
  const stored = row.rows[0]!.data;
  const data = typeof stored === 'string' ? JSON.parse(stored) : stored;
  await sql`UPDATE ${sql.table(tableFor('BlogPost'))} SET data = ${JSON.stringify({ ...data, content })} WHERE id = ${id}`.execute(
    t.database.db,
  );
}

describe.skipIf(!built).each(testDatabases())(
  'posts the renderer gives up on, on $name',
  (testDatabase) => {
    const t = useTestApp(testDatabase, { MARKDOWN_RENDER_TIMEOUT_MS: '300' }, { web: true });
    let url: string;
    beforeAll(async () => {
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers a logged 500 page, never a 404, for a post that overflows the stack', async () => {
      await storedBefore(t, 'deep-quotes', `${'>'.repeat(20_000)} ${testDatabase.name}`, 'fr');
      const page = await fetch(`${url}/blogpost?slug=deep-quotes`);
      expect(page.status).toBe(500);
      expect(page.headers.get('cache-control')).toContain('no-store');
      expect(await page.text()).toContain('Article momentanément indisponible');
    });

    // The rendered posts are kept per process: each database's run has texts of its own.
    it('stops a render past its deadline and keeps the failure: the second view renders nothing', async () => {
      await storedBefore(t, 'many-quotes', `${'>>>>>>>> x\n\n'.repeat(3000)}${testDatabase.name}`);
      const renderer = t.app.markdownRenderer!;
      const before = { ...renderer.figures };
      const first = await fetch(`${url}/en/blogpost?slug=many-quotes`);
      expect(first.status).toBe(500);
      expect(await first.text()).toContain('Article temporarily unavailable');
      expect(renderer.figures.timeouts - before.timeouts).toBe(1);
      const second = await fetch(`${url}/en/blogpost?slug=many-quotes`);
      expect(second.status).toBe(500);
      expect(renderer.figures.renders - before.renders).toBe(1);
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
    });
  },
);

describe.skipIf(!built)('the Markdown worker bundle', () => {
  it('is one CommonJS file that loads no package (no ES module graph to end mid-load)', async () => {
    const { readFile } = await import('node:fs/promises');
    const code = await readFile(path.join(root, 'server/dist/markdown-render-worker.cjs'), 'utf8');
    expect(code).toContain('module.exports');
    expect(code).not.toMatch(/^\s*(?:import|export)\s/m);
    const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map(([, name]) => name);
    expect(required.filter((name) => !name?.startsWith('node:'))).toEqual([]);
  });
});
