// `npm run bench -- console`: the console's waitlist table in a real browser, 50,000 rows on
// SQLite. Prints how long it takes to open the table, search it, filter it and turn a page,
// measured from the action to the updated "1–50 of N" line. Reports figures; never fails on them.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { seedLeads } from '../../server/bench/leads-seed.mjs';

const ROWS = 50_000;
const RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function rangeAfter(page, action, previous) {
  const started = performance.now();
  await action();
  await page.waitForFunction(
    (before) => {
      // Runs in the page.
      const text = globalThis.document.querySelector('[data-testid="range"]')?.textContent ?? '';
      return /\d/.test(text) && text !== before;
    },
    previous,
    { timeout: 30_000 },
  );
  const text = await page.locator('[data-testid="range"]').textContent();
  return { ms: performance.now() - started, text };
}

export async function runConsoleLeadsBench() {
  const { startSiteServer } = await tsImport('../e2e/support/site-server.ts', import.meta.url);
  const { launchBrowser } = await tsImport('../e2e/support/browser.ts', import.meta.url);
  const { signInThroughForm } = await tsImport(
    '../e2e/support/console-sign-in.ts',
    import.meta.url,
  );
  const database = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-console-bench-')), 'b.db');
  const server = await startSiteServer({ SEED_CONTENT: 'false', DATABASE_URL: database });
  await seedLeads(database, ROWS);
  const browser = await launchBrowser();
  const timings = { open: [], search: [], filter: [], next: [] };
  let texts = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    const page = await context.newPage();
    await signInThroughForm(page, server.url);
    const table = `${server.url}/admin/leads/waitlist`;
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${server.url}/admin`);
      const open = await rangeAfter(page, () => page.goto(table), '');
      const search = await rangeAfter(
        page,
        () => page.getByRole('searchbox').fill('dupont'),
        open.text,
      );
      const filter = await rangeAfter(
        page,
        () => page.goto(`${table}?language=en&interest=analytics&screens=6-20`),
        '',
      );
      const next = await rangeAfter(
        page,
        () => page.getByRole('button', { name: 'Next' }).click(),
        filter.text,
      );
      timings.open.push(open.ms);
      timings.search.push(search.ms);
      timings.filter.push(filter.ms);
      timings.next.push(next.ms);
      texts = { open: open.text, search: search.text, filter: filter.text, next: next.text };
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  const rows = [
    ['open the table (page load, session check, first 50 + count)', 'open'],
    ['search "dupont" (includes the 250 ms typing pause)', 'search'],
    ['open a filtered view (language + interest + screens)', 'filter'],
    ['next page of the filtered view', 'next'],
  ].map(([scenario, key]) => ({
    scenario,
    'median ms': Math.round(median(timings[key])),
    'worst ms': Math.round(Math.max(...timings[key])),
    shows: texts[key],
  }));
  console.log(`\nConsole waitlist table, ${ROWS.toLocaleString('en')} rows, SQLite, Chromium`);
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await runConsoleLeadsBench();
