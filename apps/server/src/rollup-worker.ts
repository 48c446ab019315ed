import { parentPort, workerData } from 'node:worker_threads';
import { type RollupWorkerData, runRollups } from './analytics/analytics';
import { openDatabase } from './db/database';

/**
 * The roll-up job in a worker thread, on a SQLite connection of its own (decision 0037): its
 * queries block this thread, never the server's. Answers the days rolled up.
 */
const data = workerData as RollupWorkerData;
const database = openDatabase(data.databaseUrl, { mustExist: true });
try {
  const days = await runRollups(database, data.config, data.now);
  parentPort?.postMessage(days);
} finally {
  await database.close();
}
