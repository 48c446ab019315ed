import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerAiRoutes, registerAiSuggestionRoutes, registerTranslateRoute } from '../ai/ai';
import {
  leadOriginsFrom,
  registerLeadOriginRoute,
  registerPostFiguresRoute,
  registerStatsRoutes,
  registerTrackRoute,
} from '../analytics/analytics';
import { apiKeyCreator, apiKeyGuard, registerApiKeyRequests } from '../api-keys/api-keys';
import { auditActor, type AuditInput } from '../audit/audit';
import {
  registerAuthRoutes,
  registerMfaRoutes,
  registerMfaSetupGate,
  registerMfaVerifyRoute,
  registerPasskeyRoutes,
  registerPasskeySignInRoutes,
  registerSecuritySettingsRoutes,
  registerSsoRoutes,
  relyingPartyOf,
} from '../auth/auth';
import { registerChallengeRoute, visitorChallengeCheck } from '../challenge/challenge';
import { registerCampaignMailRoutes, registerCampaignRoutes } from '../campaigns/campaigns';
import type { AppConfig } from '../config';
import { registerContentHistoryRoutes } from '../content/content';
import { registerLeadTimelineRoutes } from '../leads/leads';
import { mayWriteEntity } from '../entities/entity-access';
import type { EntityAudit } from '../entities/entity-audit';
import { registerEntityReadRoutes } from '../entities/entity-read-routes';
import { registerEntityWriteRoutes } from '../entities/entity-write-routes';
import { registerExportRoute } from '../entities/export-route';
import { registerImportRoute } from '../entities/import-route';
import type { RecordGuards } from '../entities/record-guards';
import { appIdCheck } from '../http/app-id';
import { registerTwoTierBodyLimit } from '../http/body-limit';
import { registerRequestCaller } from '../http/request-caller';
import { typedRoutes } from '../http/request-schema';
import { registerRequestScope } from '../http/request-scope';
import { registerPublishingRoutes } from '../blog/blog';
import { registerNotFoundRoute } from '../redirects/redirects';
import {
  registerHeldEmailsRoute,
  registerMailStatusRoute,
  registerNewsletterRoutes,
  registerSendEmailRoute,
} from '../mail/mail';
import { registerPrivacyRoutes } from '../privacy/privacy';
import { registerMediaLibraryRoutes, registerUploadRoute } from '../uploads/uploads';
import { ownerGuard, registerUserAdminRoutes } from '../users/users';
import { registerWebhookRoutes, webhookCreator } from '../webhooks/webhooks';
import type { AppServices } from './app-services';

export interface ApiOptions {
  config: AppConfig;
  services: AppServices;
  /** Where the visitor rate limits count: Redis with REDIS_URL, else this process. */
  rateLimitStore: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;
}

/**
 * The API, registered at `/api/apps/:appId`. Another app id is a 404 before anything else; the
 * caller is then identified once (its bearer token) and each route declares who may use it.
 * Visitors' writes are rate limited, and their bodies held to a lower limit than the team's.
 */
export async function apiPlugin(api: FastifyInstance, options: ApiOptions) {
  const { config, services, rateLimitStore } = options;
  const visitorRateLimit = { max: config.rateLimitMax, timeWindow: '1 minute' };
  api.addHook('onRequest', appIdCheck(config.appId));
  registerRequestCaller(api, (token) => services.callerForToken(token));
  registerApiKeyRequests(api, services);
  registerMfaSetupGate(api, services.twoFactor);
  registerRequestScope(api);
  await api.register(fastifyRateLimit, {
    global: false,
    ...rateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests; please try again in ${context.after}`,
    }),
  });
  const typed = typedRoutes(api);
  // Who may write which records, on every entity path (users/owner-guard.ts; a webhook's URL).
  const RECORD_GUARDS: RecordGuards = {
    User: ownerGuard,
    ApiKey: apiKeyGuard,
    Webhook: services.webhooks.guard,
  };
  const entityAudit: EntityAudit = (request, event) =>
    services.audit.record({ ...auditActor(request), ...event });
  registerAuthRoutes(typed, { ...services, publicUrl: config.publicUrl });
  registerMfaRoutes(typed, services);
  registerMfaVerifyRoute(typed, services);
  registerSecuritySettingsRoutes(typed, services);
  const passkeyOptions = {
    ...services,
    relyingParty: relyingPartyOf(config.publicUrl),
    // Read at each event, so the recorder can be replaced after start (tests).
    audit: { record: (event: AuditInput) => services.audit.record(event) },
    rateLimit: visitorRateLimit,
  };
  registerPasskeyRoutes(typed, passkeyOptions);
  registerPasskeySignInRoutes(typed, passkeyOptions);
  registerSsoRoutes(typed, {
    ...services,
    ssoStates: services.sso.states,
    sso: services.sso.provider,
    publicUrl: config.publicUrl,
    appId: config.appId,
  });
  registerUserAdminRoutes(typed, services);
  registerPublishingRoutes(typed, {
    store: services.store,
    ...services.publishing,
    publicUrl: config.publicUrl,
    adminBodyLimitBytes: config.adminBodyLimitBytes,
  });
  registerContentHistoryRoutes(typed, services);
  registerLeadTimelineRoutes(typed, services);
  registerNotFoundRoute(typed, {
    database: api.redirects.database,
    store: services.store,
    redirects: api.redirects,
    postSlugs: api.postSlugs,
  });
  registerPrivacyRoutes(typed, services.store, services.audit);
  registerUploadRoute(api, services.uploads, config.uploadMaxBytes);
  registerMediaLibraryRoutes(typed, services.uploads, services.store, services.mediaDetails);
  registerSendEmailRoute(api, services.mail);
  registerAiRoutes(api, services.ai);
  registerTranslateRoute(typed, services);
  registerAiSuggestionRoutes(typed, {
    ai: services.ai,
    uploads: services.uploads,
    store: services.store,
    adminBodyLimitBytes: config.adminBodyLimitBytes,
  });
  registerMailStatusRoute(api, services.mail);
  registerHeldEmailsRoute(typed, services.mail);
  registerNewsletterRoutes(typed, { ...services, rateLimit: visitorRateLimit });
  const { formChallenges } = services;
  if (formChallenges) registerChallengeRoute(api, formChallenges);
  registerCampaignMailRoutes(typed, {
    ...services,
    publicUrl: config.publicUrl,
    adminBodyLimitBytes: config.adminBodyLimitBytes,
  });
  registerCampaignRoutes(typed, services.campaigns);
  registerWebhookRoutes(api, services);
  registerTrackRoute(api, services.tracking, {
    max: config.analytics.rateLimitMax,
    timeWindow: '1 minute',
  });
  registerLeadOriginRoute(typed, services.conversions.database);
  registerStatsRoutes(typed, {
    stats: services.stats,
    timeZone: config.analytics.timeZone,
    now: services.tracking.now,
  });
  registerPostFiguresRoute(typed, {
    stats: services.stats,
    store: services.store,
    timeZone: config.analytics.timeZone,
    now: services.tracking.now,
  });
  const leadOrigins = leadOriginsFrom(services.conversions.database);
  await api.register(
    async (entities) => {
      registerTwoTierBodyLimit(
        entities,
        config.bodyLimitBytes,
        config.adminBodyLimitBytes,
        mayWriteEntity,
      );
      registerEntityReadRoutes(entities, services.store, services.readCache, leadOrigins);
      registerEntityWriteRoutes(entities, {
        ...services,
        visitorRateLimit,
        visitorCreateHook: services.mail,
        visitorChallenge: formChallenges && visitorChallengeCheck(formChallenges),
        conversions: services.conversions,
        guards: RECORD_GUARDS,
        entityAudit,
        creators: {
          ApiKey: apiKeyCreator(services.apiKeys, services.store, services.audit),
          Webhook: webhookCreator(services),
        },
      });
      registerImportRoute(entities, services.store, RECORD_GUARDS, entityAudit);
      registerExportRoute(entities, services.store, {
        timeZone: config.analytics.timeZone,
        audit: entityAudit,
        leadOrigins,
      });
    },
    { prefix: '/entities' },
  );
}
