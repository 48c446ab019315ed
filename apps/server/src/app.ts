import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import { registerLogoutRedirect } from './auth/auth';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { DatabaseOutage } from './db/database-outage';
import { registerApiNotFound } from './http/api-not-found';
import { registerHttpBasics } from './http/http-basics';
import { loggerOptions } from './http/logger-options';
import { registerRequestLog } from './http/request-log';
import { serverLimits } from './http/server-limits';
import { registerBenchRoutes } from './platform/bench-routes';
import { registerHealthRoutes } from './platform/health-routes';
import { registerPlatformRoutes } from './platform/platform-routes';
import { registerDrain } from './platform/shutdown-drain';
import type { Tracing } from './platform/tracing';
import { apiPlugin } from './plugins/api-plugin';
import { registerAppMetrics } from './plugins/app-metrics';
import { registerRedirects } from './redirects/redirects';
import { registerServices, type ServiceOptions } from './plugins/app-services';
import { registerPublicationTimer } from './plugins/publication-timer';
import { createRecordBus, registerRealtime } from './realtime/realtime';
import { registerUploadFiles } from './uploads/uploads';
import { registerClickRoute } from './campaigns/campaigns';
import { registerWebApp } from './web/web';

export interface BuildOptions extends ServiceOptions {
  /** Serve the web app (SSR and assets). Off for API-only tests. */
  web?: boolean;
  logger?: boolean;
  /** Write logs here instead of stdout (tests read what would be logged). */
  logStream?: NodeJS.WritableStream;
  /** Request traces (OTEL_EXPORTER_OTLP_ENDPOINT), started by main before the app. */
  tracing?: Tracing;
}

/**
 * `TRUST_PROXY`: `true` trusts every hop, a number trusts that many proxies in front of the
 * server (the client is the address the last trusted proxy saw). Fastify takes the number as a
 * function of the hop, since a bare number is not honoured by its request address.
 */
export function trustedProxies(setting: boolean | number) {
  if (typeof setting === 'boolean') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole server: API, health checks and (unless disabled) the web app. */
export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logStream
      ? { ...(loggerOptions(config.logLevel, false) as object), stream: options.logStream }
      : options.logger !== false && loggerOptions(config.logLevel, config.env === 'development'),
    genReqId: () => randomUUID(),
    // One line per request instead, from `registerRequestLog`.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    ...serverLimits(config.http),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 256, ignoreTrailingSlash: false },
  });
  const drain = registerDrain(app);
  // First, so every route and hook registered after it is traced.
  if (options.tracing) await options.tracing.register(app);
  const { services, rateLimitStore } = await registerServices(app, config, database, options);
  registerRedirects(app, config, database);
  // Before the routes, so its hook times every request.
  registerAppMetrics(app, config, database, services);
  registerRequestLog(app);
  // One warning per database outage, not a stack trace per failed request.
  const outage = new DatabaseOutage({ ping: () => services.store.ping(), log: app.log });
  app.addHook('onClose', async () => outage.close());
  await registerHttpBasics(app, config.importLimitBytes, outage);
  app.register(apiPlugin, { prefix: '/api/apps/:appId', config, services, rateLimitStore });
  registerPlatformRoutes(app, config.appId);
  registerApiNotFound(app);
  const recordBus = createRecordBus(
    database,
    config.databaseUrl,
    app.log,
    config.postgres.listenUrl,
  );
  registerRealtime(app, config, services, recordBus);
  registerUploadFiles(app, services.uploads);
  registerClickRoute(app, services.campaigns.clicks);
  registerLogoutRedirect(app, { accounts: services.accounts, publicUrl: config.publicUrl });
  registerHealthRoutes(app, {
    store: services.store,
    storage: database.storage,
    passwordHashes: services.passwordHashes,
    outage,
    drain,
  });
  if (config.benchRoutes) registerBenchRoutes(app);
  if (options.web !== false) await registerWebApp(app, config);
  registerPublicationTimer(app);
  return app;
}
