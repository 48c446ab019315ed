import type { FastifyInstance } from 'fastify';
import { databaseUnavailableBody } from '../db/database-errors';
import type { DatabaseOutage } from '../db/database-outage';
import type { StorageState } from '../db/storage-state';

/** What the health routes read, given by app.ts (the entity store, the password hash queue). */
export interface HealthSources {
  store: { ping(): Promise<unknown> };
  storage: StorageState;
  passwordHashes: { readonly saturated: boolean; readonly waiting: number };
  /** Logs an unreachable database once per outage; without it, each failed check logs. */
  outage?: DatabaseOutage;
  /** Set once a stop has begun (platform/shutdown-drain.ts). */
  drain: { readonly draining: boolean };
}

/**
 * `/healthz`: the process answers. `/readyz`: it can also reach its database (else 503). A full
 * disk or a full sign-in line makes it `degraded`, still 200: no other instance would do better
 * (the disk is shared; a spray hits every instance), and pulling instances out of rotation for
 * either would turn a partial outage into a whole one. Alerts read the body (docs/deployment.md).
 * From SIGTERM on, `/readyz` answers 503 `draining` while requests are still served, so a
 * balancer takes the instance out before it stops listening (decision 0053).
 */
export function registerHealthRoutes(app: FastifyInstance, sources: HealthSources) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (sources.drain.draining) {
      return reply.status(503).header('retry-after', '5').send({ status: 'draining' });
    }
    try {
      await sources.store.ping();
      sources.outage?.reachable();
    } catch (error) {
      if (sources.outage) sources.outage.failed(error, request.log);
      else request.log.warn({ err: error }, 'database not reachable');
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send({ status: 'unavailable', ...databaseUnavailableBody(request.id) });
    }
    const storage = sources.storage.full ? 'full' : 'ok';
    const hashes = sources.passwordHashes;
    const signIn = hashes.saturated ? 'saturated' : 'ok';
    const degraded = storage !== 'ok' || signIn !== 'ok';
    return {
      status: degraded ? 'degraded' : 'ready',
      storage,
      ...(sources.storage.since ? { storage_full_since: sources.storage.since.toISOString() } : {}),
      sign_in: signIn,
      sign_in_waiting: hashes.waiting,
    };
  });
}
