import { machineServices, onCi, type Env } from './machine-services';

/**
 * Under CI, every service some test needs must be there: a missing one fails the run before any
 * test, with what is missing, rather than leaving its tests skipped. Elsewhere it checks nothing
 * (the summary names what did not run).
 */
export async function checkServices(env: Env = process.env, probe = machineServices) {
  if (!onCi(env)) return;
  const missing = (await probe(env)).filter((state) => !state.available);
  if (missing.length === 0) return;
  throw new Error(
    [
      'CI=true, and this machine lacks what some tests need (.ci/run installs and starts each):',
      ...missing.map((state) => `  ${state.service}: ${state.detail}`),
    ].join('\n'),
  );
}

/** Vitest's global setup: runs once, in the main process, before the first test file. */
export async function setup() {
  await checkServices();
}
