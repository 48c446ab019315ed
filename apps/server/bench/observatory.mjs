// `npm run bench -- observatory`: the MDN HTTP Observatory's scan of the production server's
// pages, offline. Prints each page's score, grade and every test; over plain HTTP on loopback
// only `redirection` and `strict-transport-security` may fail (they need HTTPS).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './bench-server.mjs';

const PAGES = ['/', '/en/blog', '/admin'];
/** Inherent to plain HTTP: no http→https redirect, and browsers ignore HSTS without TLS. */
export const HTTPS_ONLY_TESTS = new Set(['redirection', 'strict-transport-security']);

/**
 * The package's postinstall downloads the HSTS preload list, the TLD list and Mozilla's CA
 * bundle, which fails offline, so installs skip it (`allowScripts` in package.json). The
 * scanner only needs these files to exist; creating them is idempotent.
 */
function prepareObservatory() {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  const touch = (file, content) => {
    if (existsSync(file)) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  touch(path.join(packageDir, 'conf/hsts-preload.json'), '{}');
  touch(path.join(packageDir, 'conf/tld-list.json'), '[]');
  const fromPackage = createRequire(path.join(packageDir, 'package.json'));
  const caDir = path.dirname(
    fromPackage.resolve('node_extra_ca_certs_mozilla_bundle/package.json'),
  );
  touch(path.join(caDir, 'ca_bundle/ca_intermediate_bundle.pem'), '');
  return (file) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);
}

/**
 * The package's `scan()` as in src/scanner/index.js, but its `retrieve()` gets the port and
 * path (`scan()` drops its options, so it could only scan `/` on ports 80 and 443).
 */
async function scanner(load) {
  const [{ retrieve }, grader, charts, constants] = await Promise.all([
    load('retriever/retriever.js'),
    load('grader/grader.js'),
    load('grader/charts.js'),
    load('constants.js'),
  ]);
  return async function scan(hostname, options) {
    const retrieved = await retrieve(hostname, options);
    if (!retrieved.responses.auto) throw new Error(`${options.path}: the site seems to be down`);
    const results = constants.ALL_TESTS.map((test) => test(retrieved));
    let passed = 0;
    let withExtraCredit = 100;
    let uncurved = 100;
    const tests = {};
    for (const result of results) {
      result.scoreModifier = grader.getScoreModifier(result.result);
      passed += result.pass ? 1 : 0;
      withExtraCredit += result.scoreModifier;
      if (result.scoreModifier < 0) uncurved += result.scoreModifier;
      tests[result.constructor.name] = result;
    }
    const score = uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
    const final = grader.getGradeForScore(score);
    return {
      scan: {
        grade: final.grade,
        score: final.score,
        statusCode: retrieved.responses.auto.status,
        testsPassed: passed,
        testsQuantity: constants.NUM_TESTS,
      },
      tests,
    };
  };
}

function formatScan(page, result) {
  const { scan, tests } = result;
  const lines = [`\n${page}: score ${scan.score}, grade ${scan.grade}`];
  lines.push(`  ${scan.testsPassed} of ${scan.testsQuantity} tests passed`);
  for (const [name, test] of Object.entries(tests)) {
    const verdict = test.pass ? 'pass' : HTTPS_ONLY_TESTS.has(name) ? 'FAIL (needs https)' : 'FAIL';
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : `${test.scoreModifier}`;
    lines.push(
      `  ${verdict.padEnd(18)} ${name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`,
    );
  }
  return lines.join('\n');
}

/** Scans the pages; answers the tests that failed and should not have. */
export async function benchObservatory() {
  const scan = await scanner(prepareObservatory());
  const server = await startBenchServer({ SEED_CONTENT: 'true', BENCH_ROUTES: 'false' });
  const unexpected = [];
  try {
    const { port } = new URL(server.url);
    console.log(`\nMDN HTTP Observatory 1.4.8 on the production server (${server.url})`);
    for (const page of PAGES) {
      // No https port listens on loopback: the scanner falls back to http.
      const result = await scan('127.0.0.1', { httpPort: port, httpsPort: '1', path: page });
      console.log(formatScan(page, result));
      for (const [name, test] of Object.entries(result.tests)) {
        if (!test.pass && !HTTPS_ONLY_TESTS.has(name)) unexpected.push(`${page} ${name}`);
      }
    }
  } finally {
    await server.stop();
  }
  console.log(
    unexpected.length === 0
      ? '\nEvery test passes except those that need https.'
      : `\nUnexpected failures: ${unexpected.join(', ')}`,
  );
  return unexpected;
}
