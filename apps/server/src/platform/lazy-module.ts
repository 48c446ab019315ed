import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use rather than at start: `exceljs`, `ioredis`, `pg`,
 * `sharp` and `nodemailer` take 0.15 to 0.6 CPU-seconds each to load, and a server that never
 * exports a spreadsheet, uses no Redis, runs on SQLite, gets no upload or sends no mail never
 * needs them (decision 0050).
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
