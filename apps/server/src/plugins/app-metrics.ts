import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { registerMetrics } from '../platform/metrics-routes';
import type { AppServices } from './app-services';

/** `/metrics` (when METRICS_TOKEN or METRICS_PORT is set), reading the services at scrape time. */
export function registerAppMetrics(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  services: AppServices,
) {
  registerMetrics(app, config.metrics, {
    database,
    readCache: services.readCache,
    pageCache: () => app.pageCache,
    renders: () => app.renderGate,
    pendingEmails: () => services.mail.outbox.pendingCount(),
    sendFailures: () => services.mail.worker?.sendFailures ?? 0,
    analyticsDrops: () => ({ ...services.tracking.drops }),
    analyticsOthered: () => services.tracking.values.othered,
    passwordHashes: services.passwordHashes,
    confirmationsHeld: () => services.mail.confirmations.held,
    jobs: () => services.jobs.figures(),
    webhookOutcomes: () => services.webhooks.outcomes,
    ai: services.ai,
    // Decorated by registerRealtime, after this; read at scrape time.
    realtime: () => app.realtime.hub.figures,
    log: app.log,
  });
}
