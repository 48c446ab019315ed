import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnalyticsConfig } from '../../config';
import type { Database } from '../../db/database';
import { runRollups } from './rollup-job';

export interface RollupWorkerData {
  databaseUrl: string;
  config: Pick<AnalyticsConfig, 'timeZone' | 'rawDays' | 'dayValues'>;
  now: number;
}

/**
 * The worker of the built server (`dist/rollup-worker.js`, next to this bundle) for a SQLite
 * file; undefined on PostgreSQL (its queries never block), in memory, or run from sources.
 */
export function rollupWorkerFile(databaseUrl: string, sqlite: boolean) {
  if (!sqlite || databaseUrl === ':memory:') return undefined;
  const file = fileURLToPath(new URL('./rollup-worker.js', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/** A running roll-up in a worker thread: the days it rolled up, and a way to stop it. */
export function runRollupsInWorker(file: string, data: RollupWorkerData) {
  const worker = new Worker(file, { workerData: data });
  let days: string[] = [];
  const done = new Promise<string[]>((resolve, reject) => {
    worker.once('message', (answer: string[]) => {
      days = answer;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve(days) : reject(new Error(`the roll-up worker exited with ${code}`)),
    );
  });
  return { done, stop: () => worker.terminate() };
}

/**
 * Rolls up the finished days that need it: in a worker thread when the built server runs on a
 * SQLite file (its queries would block requests), else in this process. `thread` says which.
 */
export function startRollups(
  database: Database,
  databaseUrl: string,
  { timeZone, rawDays, dayValues }: RollupWorkerData['config'],
  now: number,
) {
  const file = rollupWorkerFile(databaseUrl, database.sqlite !== undefined);
  const config = { timeZone, rawDays, dayValues };
  if (!file) {
    const done = runRollups(database, config, now);
    return { done, stop: async () => undefined, thread: 'main' as const };
  }
  return { ...runRollupsInWorker(file, { databaseUrl, config, now }), thread: 'worker' as const };
}
