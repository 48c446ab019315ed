// `npm run bench -- sign-in-spray`: a password spray of 40 client addresses x 10 wrong passwords
// at once (each address within its own limit), and what the other users get meanwhile: /healthz
// p99, a static asset, another admin's correct sign-in from a clean address. The same figures
// are measured first on the quiet server, in the same run.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_ADMIN, startBenchServer } from './bench-server.mjs';

const ADDRESSES = 40;
const GUESSES = 10;
/** Longest wait for one answer; past it the request counts as "no answer". */
const TIMEOUT_MS = 60_000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds and status of one request; status 0 when it got no answer in time. */
async function timed(url, init = {}) {
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - start, status: response.status };
  } catch {
    return { ms: performance.now() - start, status: 0 };
  }
}

const signIn = (url, address, body) =>
  timed(`${url}/api/apps/vitrine/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

/** /healthz one after the other until `done` settles (at least `min` times). */
async function probeHealth(url, done, min = 100) {
  const times = [];
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished || times.length < min) times.push((await timed(`${url}/healthz`)).ms);
  return times.sort((a, b) => a - b);
}

function staticAssetPath() {
  const dir = path.join(repoRoot, 'apps/web/build/client/assets');
  const file = readdirSync(dir).find((name) => name.endsWith('.js'));
  return `/assets/${file}`;
}

async function measure(server, asset, spray) {
  const sprayDone = spray ? spray() : Promise.resolve([]);
  const health = probeHealth(server.url, sprayDone);
  // Let the spray reach the server first, as an admin who comes in the middle of it would.
  await new Promise((resolve) => setTimeout(resolve, spray ? 200 : 0));
  // Both at once, so each is measured while the spray lasts.
  const [assetTime, admin] = await Promise.all([
    timed(`${server.url}${asset}`, { headers: { 'x-forwarded-for': '10.9.9.8' } }),
    signIn(server.url, '10.9.9.9', BENCH_ADMIN),
  ]);
  const [times, answers] = await Promise.all([health, sprayDone]);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    'healthz p50 ms': Math.round(percentile(times, 50)),
    'healthz p99 ms': Math.round(percentile(times, 99)),
    'healthz max ms': Math.round(times.at(-1)),
    'asset ms': `${Math.round(assetTime.ms)} (${assetTime.status || 'none'})`,
    'admin sign-in ms': `${Math.round(admin.ms)} (${admin.status || 'none'})`,
    'spray answers': spray ? JSON.stringify(statuses) : '-',
    'spray s': spray ? (Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1) : '-',
  };
}

export async function benchSignInSpray() {
  const server = await startBenchServer({ TRUST_PROXY: 'true' });
  try {
    const asset = staticAssetPath();
    // Warm up: the first sign-in also builds the decoy hash.
    await signIn(server.url, '10.9.9.1', BENCH_ADMIN);
    const quiet = await measure(server, asset);
    const spray = () =>
      Promise.all(
        Array.from({ length: ADDRESSES * GUESSES }, (_, n) =>
          // A spray: each guess at another account, so no e-mail is slowed down.
          signIn(server.url, `10.0.${n % ADDRESSES}.1`, {
            email: `user-${n}@vitrine.test`,
            password: `wrong-guess-${n}`,
          }),
        ),
      );
    const attacked = await measure(server, asset, spray);
    console.log(
      `\nSign-in spray: ${ADDRESSES} addresses x ${GUESSES} wrong passwords at once (production server, SQLite)\n`,
    );
    console.table({ quiet, 'during the spray': attacked });
  } finally {
    await server.stop();
  }
}
