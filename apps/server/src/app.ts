import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccountStore } from './auth/account-store';
import { registerAuthRoutes, registerLogoutRedirect } from './auth/auth-routes';
import { registerRequestCaller } from './auth/request-caller';
import type { SignInLimiter } from './auth/sign-in-limiter';
import type { ChangeBus } from './cluster/change-bus';
import { createChangeBus } from './cluster/create-change-bus';
import { registerScaleOutHooks, shareChanges, sharedLimits } from './cluster/scale-out';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerEntityReadRoutes } from './entities/entity-read-routes';
import { EntityStore } from './entities/entity-store';
import { READ_CACHE_TTL_MS, VisitorReadCache } from './entities/visitor-read-cache';
import { registerEntityWriteRoutes } from './entities/entity-write-routes';
import { registerExportRoute } from './entities/export-route';
import { registerImportRoute } from './entities/import-route';
import { noRoute, registerApiNotFound } from './http/api-not-found';
import { registerTwoTierBodyLimit } from './http/body-limit';
import { registerProtocolChecks } from './http/client-error';
import { registerErrorHandling } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body-parser';
import { registerPrivateAnswers } from './http/private-answers';
import { registerSecurityHeaders } from './http/security-headers';
import { notFound } from './http/http-error';
import { loggerOptions } from './http/logger-options';
import { serverLimits } from './http/server-limits';
import { MailService } from './mail/mail-service';
import type { MailTransport } from './mail/mail-worker';
import { registerNewsletterRoutes } from './mail/newsletter-routes';
import { registerSendEmailRoute } from './mail/send-email-route';
import { registerBenchRoutes } from './platform/bench-routes';
import { registerHealthRoutes } from './platform/health-routes';
import { registerPlatformRoutes } from './platform/platform-routes';
import { registerPrivacyRoutes } from './privacy/privacy-routes';
import { registerRetentionJob } from './retention/retention-schedule';
import { registerUploadFiles, registerUploadRoute } from './uploads/upload-routes';
import { UploadStore } from './uploads/upload-store';
import { SetPasswordTokens } from './users/set-password-tokens';
import { registerUserAdminRoutes } from './users/user-admin-routes';
import { registerUserWriteRules } from './users/user-write-rules';
import { registerWebApp } from './web/web-app';

export interface AppServices {
  store: EntityStore;
  accounts: AccountStore;
  /** Visitors' reads of the published blog; cleared whenever a post changes. */
  readCache: VisitorReadCache;
  /** The outbox, its worker and the newsletter's links. */
  mail: MailService;
  /** Failed sign-ins and set-password links, per client address and per e-mail. */
  signInLimiter: SignInLimiter;
  /** Tells other instances (PostgreSQL) which entities changed here, and this one theirs. */
  changes: ChangeBus;
  /** One-time links of invitations and password resets. */
  setPasswordTokens: SetPasswordTokens;
  /** Uploaded images (`UPLOAD_DIR`). */
  uploads: UploadStore;
}

export interface BuildOptions {
  /** Serve the web app (SSR and assets). Off for API-only tests. */
  web?: boolean;
  logger?: boolean;
  /** Write logs here instead of stdout (tests read what would be logged). */
  logStream?: NodeJS.WritableStream;
  /** Send the outbox on a timer (default). Tests turn it off and call `mail.flush()`. */
  mailWorker?: boolean;
  /** Replaces the SMTP transport of SMTP_URL (tests). */
  mailTransport?: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

function registerApi(app: FastifyInstance, config: AppConfig, services: AppServices) {
  const minute = '1 minute';
  const visitorRateLimit = { max: config.rateLimitMax, timeWindow: minute };
  app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        const { appId } = request.params as { appId?: string };
        if (appId !== config.appId) throw notFound(`App "${appId}" does not exist`);
      });
      registerAuthRoutes(api, services);
      registerUserAdminRoutes(api, services);
      registerPrivacyRoutes(api, services.store);
      registerUploadRoute(api, services.uploads, config.uploadMaxBytes);
      registerSendEmailRoute(api, services.mail);
      registerNewsletterRoutes(api, { ...services, rateLimit: visitorRateLimit });
      api.register(
        async (entities) => {
          registerTwoTierBodyLimit(entities, config.bodyLimitBytes, config.adminBodyLimitBytes);
          registerEntityReadRoutes(entities, services.store, services.readCache);
          registerEntityWriteRoutes(entities, {
            ...services,
            visitorRateLimit,
            visitorCreateHook: services.mail,
          });
          registerImportRoute(entities, services.store);
          registerExportRoute(entities, services.store);
        },
        { prefix: '/entities' },
      );
    },
    { prefix: '/api/apps/:appId' },
  );
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
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    ...serverLimits(config.http),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 256, ignoreTrailingSlash: false },
  });
  const store = new EntityStore(database, { regexTimeLimitMs: config.regexTimeLimitMs });
  const readCache = new VisitorReadCache(READ_CACHE_TTL_MS, config.readCacheMaxBytes);
  const changes = createChangeBus(database, config.databaseUrl, app.log);
  shareChanges(store, readCache, changes);
  const limits = sharedLimits(config, app.log);
  registerUserWriteRules(store, database);
  const uploads = new UploadStore(config.uploadDir);
  await uploads.prepare();
  const services: AppServices = {
    store,
    accounts: new AccountStore(database, store, config.sessionTtlHours),
    readCache,
    mail: new MailService({
      config,
      database,
      store,
      log: app.log,
      transport: options.mailTransport,
    }),
    signInLimiter: limits.signInLimiter,
    changes,
    setPasswordTokens: new SetPasswordTokens(database),
    uploads,
  };
  app.decorate('services', services);
  if (options.mailWorker !== false) app.addHook('onReady', async () => services.mail.start());
  app.addHook('onReady', async () => services.setPasswordTokens.pruneExpired());
  app.addHook('onClose', async () => services.mail.close());
  registerRetentionJob(app, store, config.retention);
  registerScaleOutHooks(app, changes, limits.redis);

  app.addHook('onSend', async (request, reply) => {
    // Hashed build files are never worth a support question: their answers stay lean.
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  registerPrivateAnswers(app);
  registerProtocolChecks(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  app.setNotFoundHandler((request) => {
    throw noRoute(request);
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...limits.rateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests; please try again in ${context.after}`,
    }),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.importLimitBytes, files: 1, fields: 10, parts: 12 },
  });
  registerRequestCaller(app, services.accounts);
  registerApi(app, config, services);
  registerPlatformRoutes(app, config.appId);
  registerApiNotFound(app);
  registerUploadFiles(app, uploads);
  registerLogoutRedirect(app);
  registerHealthRoutes(app, store);
  if (config.benchRoutes) registerBenchRoutes(app);
  if (options.web !== false) await registerWebApp(app, config);
  return app;
}
