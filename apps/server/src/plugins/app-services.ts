import { ApiKey } from '@vitrine/contract/entities/api-key';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { ApiKeys, auditApiKeyDeletes, isApiKeyToken } from '../api-keys/api-keys';
import { blogPublishing, type BlogPublishing } from '../blog/blog';
import {
  type AnalyticsStats,
  ConversionRecorder,
  createAnalyticsStats,
  deleteConversionsWithLeads,
  openCountryLookup,
  registerRollupJob,
  registerWeeklyReports,
  reportFigures,
  TrackService,
} from '../analytics/analytics';
import type { FastifyInstance } from 'fastify';
import {
  AiUsageStore,
  boundGlossary,
  createAiService,
  type OpenAiCompatibleService,
} from '../ai/ai';
import { AuditLog, auditUserChanges, type AuditRecorder } from '../audit/audit';
import {
  AccountStore,
  MfaChallenges,
  PasskeyStore,
  PasswordHashQueue,
  SetPasswordTokens,
  type SignInLimiter,
  type TwoFactor,
  twoFactorServices,
  WebAuthnChallenges,
  SsoProvider,
  ssoSettings,
  SsoStates,
} from '../auth/auth';
import { CampaignService } from '../campaigns/campaigns';
import { type ContentHistoryLog, keepContentHistory } from '../content/content';
import { keepLeadTimelines, LeadTimelineLog } from '../leads/leads';
import type { ChangeBus } from '../cluster/change-bus';
import { createChangeBus } from '../cluster/create-change-bus';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { EntityStore } from '../entities/entity-store';
import { READ_CACHE_TTL_MS, VisitorReadCache } from '../entities/visitor-read-cache';
import { FormChallenges, UsedSolutions } from '../challenge/challenge';
import { storedSecret } from '../db/stored-secret';
import { ConfirmationCap, MailService, type MailTransport } from '../mail/mail';
import { JobScheduler } from '../platform/job-scheduler';
import { registerRetentionJob } from '../retention/retention';
import {
  MediaDetailsStore,
  openUploadStore,
  queueMissingVariants,
  removeAbandonedCopies,
  type UploadStore,
} from '../uploads/uploads';
import { userLifecycle } from '../users/users';
import { WebhookService } from '../webhooks/webhooks';
import { registerScaleOutHooks, shareChanges, sharedLimits } from './scale-out';

export interface AppServices {
  store: EntityStore;
  accounts: AccountStore;
  /**
   * Who a bearer token stands for: a session's user, or (decision 0061) an API key acting with
   * its role. The API's requests and the realtime connections (decision 0062) both ask it.
   */
  callerForToken: (token: string) => Promise<UserRecord | null>;
  /** API keys: their hashed tokens and the callers they stand for (decision 0061). */
  apiKeys: ApiKeys;
  /** Visitors' reads of the published blog; cleared whenever a post changes. */
  readCache: VisitorReadCache;
  /** The outbox, its worker and the newsletter's links. */
  mail: MailService;
  /** Failed sign-ins and set-password links, per client address and per e-mail. */
  signInLimiter: SignInLimiter;
  /** Password hashes, a few at once, in a bounded line (decision 0039). */
  passwordHashes: PasswordHashQueue;
  /** Tells other instances (PostgreSQL) which entities changed here, and this one theirs. */
  changes: ChangeBus;
  /** One-time links of invitations and password resets. */
  setPasswordTokens: SetPasswordTokens;
  /** The second step of two-factor sign-ins; ended when a password changes. */
  mfaChallenges: MfaChallenges;
  /** TOTP secrets, recovery codes, second-step challenges and « two factors required ». */
  twoFactor: TwoFactor;
  /** Passkeys (WebAuthn credentials) and the challenges their ceremonies sign (decision 0059). */
  passkeys: PasskeyStore;
  webauthnChallenges: WebAuthnChallenges;
  /** Company sign-in (OIDC): the sign-ins under way, and the provider (undefined when off). */
  sso: { states: SsoStates; provider: SsoProvider | undefined };
  /** Uploaded images (`UPLOAD_DIR`, or the bucket of `UPLOAD_STORAGE=s3`). */
  uploads: UploadStore;
  /** The media library's titles and alt texts of uploads (migration 0021). */
  mediaDetails: MediaDetailsStore;
  /** Preview links and versions of blog posts. */
  publishing: BlogPublishing;
  /** Audience analytics: visitors, visits and the storing of tracked events. */
  tracking: TrackService;
  /** Audience analytics: the conversions of visitors' leads, deleted with them. */
  conversions: ConversionRecorder;
  /** Audience analytics: the figures of the Stats API, the console and the weekly report. */
  stats: AnalyticsStats;
  /** Newsletter campaigns: their rules, actions and sender (decision 0027). */
  campaigns: CampaignService;
  /** The proof of work of the public forms; undefined when FORM_CHALLENGE is off. */
  formChallenges: FormChallenges | undefined;
  /** Who changed each content record (plans, testimonials, team, values, figures, FAQ) and when. */
  contentHistory: ContentHistoryLog;
  /** The timelines of contact messages and demo requests (decision 0073). */
  leadTimeline: LeadTimelineLog;
  /** The recurring jobs (retention, roll-ups, weekly report, link prune, publication timer). */
  jobs: JobScheduler;
  /** The audit trail (`AuditEvent`, decision 0057): who signed in, exported, erased, deleted. */
  audit: AuditRecorder;
  /** Webhooks: events of committed writes, their durable delivery queue and worker (decision 0060). */
  webhooks: WebhookService;
  /**
   * The team's AI provider (decision 0076): `configured` false without AI_BASE_URL and
   * AI_MODEL. Every AI route calls `complete` on it and answers through `ai/ai-answer.ts`.
   */
  ai: OpenAiCompatibleService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface ServiceOptions {
  /** Send the outbox on a timer (default). Tests turn it off and call `mail.flush()`. */
  mailWorker?: boolean;
  /** Replaces the SMTP transport of SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** The clock of audience analytics (tests move it); `Date.now` by default. */
  analyticsClock?: () => number;
  /** Send webhook deliveries on a timer (default). Tests turn it off and call `worker.runOnce()`. */
  webhookWorker?: boolean;
  /** The clock of webhook deliveries (tests move it past 24 h of failures). */
  webhookClock?: () => Date;
}

/** The company's identity provider of OIDC_ISSUER, or undefined when it is empty. */
function ssoProvider(config: AppConfig, log: FastifyInstance['log']) {
  const settings = ssoSettings(config.oidc);
  return settings && new SsoProvider(settings, log);
}

/**
 * Builds the services every route shares, decorates `app.services` with them and ties their
 * start and stop to the server's. Answers the store options of the visitor rate limits
 * (Redis with REDIS_URL).
 */
export async function registerServices(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  options: ServiceOptions,
) {
  const store = new EntityStore(database, { regexTimeLimitMs: config.regexTimeLimitMs });
  const readCache = new VisitorReadCache(READ_CACHE_TTL_MS, config.readCacheMaxBytes);
  const changes = createChangeBus(database, config.databaseUrl, app.log, config.postgres.listenUrl);
  shareChanges(store, readCache, changes);
  const limits = sharedLimits(config, app.log);
  const audit = new AuditLog(store, app.log);
  // Before User's rules, which may still refuse the write: its events wait for the request's success.
  store.on(User, auditUserChanges(audit));
  store.on(User, userLifecycle(database));
  store.on(ApiKey, auditApiKeyDeletes(audit));
  const apiKeys = new ApiKeys(database, store, app.log);
  const publishing = blogPublishing(store, database, config.previewSecret);
  const contentHistory = keepContentHistory(store, database);
  boundGlossary(store);
  const uploads = await openUploadStore(config, (file, err) =>
    app.log.warn({ err, file }, 'the variants of an upload could not be made'),
  );
  const tracking = new TrackService({
    config: config.analytics,
    database,
    publicUrl: config.publicUrl,
    country: await openCountryLookup(config.analytics.geoIpDatabase, app.log),
    now: options.analyticsClock,
  });
  const conversions = new ConversionRecorder(tracking, database);
  deleteConversionsWithLeads(store);
  const mail = new MailService({
    config,
    database,
    store,
    log: app.log,
    transport: options.mailTransport,
    confirmations: new ConfirmationCap({
      max: config.mail.confirmationDailyMax,
      log: app.log,
      redis: limits.redis,
      keyPrefix: config.redisKeyPrefix,
    }),
  });
  const leadTimeline = keepLeadTimelines(store, new LeadTimelineLog(database), mail, [
    ContactMessage,
    DemoRequest,
  ]);
  const passwordHashes = new PasswordHashQueue({
    concurrency: config.passwordHashConcurrency,
    maxWaiting: config.passwordHashQueueMax,
  });
  const accounts = new AccountStore(database, store, config.sessionTtlHours, passwordHashes);
  const services: AppServices = {
    store,
    accounts,
    // A `vtr_` token is an API key's, never a session's (sessions' tokens have no prefix).
    callerForToken: async (token) =>
      isApiKeyToken(token)
        ? apiKeys.callerFor(token)
        : ((await accounts.userForToken(token)) ?? null),
    apiKeys,
    passwordHashes,
    readCache,
    mail,
    signInLimiter: limits.signInLimiter,
    changes,
    setPasswordTokens: new SetPasswordTokens(database),
    mfaChallenges: new MfaChallenges(database),
    twoFactor: twoFactorServices(database),
    passkeys: new PasskeyStore(database),
    webauthnChallenges: new WebAuthnChallenges(database),
    sso: { states: new SsoStates(database), provider: ssoProvider(config, app.log) },
    uploads,
    mediaDetails: new MediaDetailsStore(database),
    publishing,
    contentHistory,
    leadTimeline,
    formChallenges: config.formChallenge.enabled
      ? new FormChallenges(
          config.formChallenge,
          storedSecret(database, 'form-challenge'),
          new UsedSolutions({
            log: app.log,
            redis: limits.redis,
            keyPrefix: config.redisKeyPrefix,
          }),
        )
      : undefined,
    tracking,
    conversions,
    stats: createAnalyticsStats(database, config.analytics),
    campaigns: new CampaignService({
      config,
      database,
      store,
      mail,
      uploads,
      log: app.log,
      transport: options.mailTransport,
    }),
    jobs: new JobScheduler(app.log),
    audit,
    ai: createAiService({
      config: config.ai,
      usage: new AiUsageStore(database),
      // Read at each call, so the recorder can be replaced after start (tests).
      audit: { record: (event) => services.audit.record(event) },
      log: app.log,
    }),
    webhooks: new WebhookService({
      config: config.webhooks,
      database,
      store,
      mail,
      audit,
      log: app.log,
      publicUrl: config.publicUrl,
      now: options.webhookClock,
    }),
  };
  services.webhooks.listen();
  if (options.webhookWorker !== false)
    app.addHook('onReady', async () => services.webhooks.start());
  app.addHook('onClose', async () => services.webhooks.close());
  app.decorate('services', services);
  if (options.mailWorker !== false) app.addHook('onReady', async () => services.mail.start());
  if (options.mailWorker !== false) app.addHook('onReady', async () => services.campaigns.start());
  app.addHook('onClose', async () => services.campaigns.close());
  app.addHook('onReady', async () => services.setPasswordTokens.pruneExpired());
  // Variants left waiting when the server stopped are made again, in the background.
  app.addHook('onReady', async () => {
    const made = removeAbandonedCopies(uploads.dir).then(() => queueMissingVariants(uploads));
    void made.then(
      (queued) => queued > 0 && app.log.info({ queued }, 'variants of stored uploads queued'),
      (err: unknown) => app.log.warn({ err }, 'uploads without variants could not be listed'),
    );
  });
  app.addHook('onClose', async () => uploads.variants.close());
  app.addHook('onClose', async () => services.mail.close());
  app.addHook('onClose', async () => apiKeys.idle());
  const { databaseUrl } = config;
  const { jobs } = services;
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const analytics = { database, config: config.analytics, databaseUrl };
  registerRetentionJob(jobs, store, config.retention, app.log, analytics);
  registerRollupJob(jobs, app.log, database, { ...config.analytics, databaseUrl }, tracking.now);
  // Tests that send the outbox themselves prune links and run the weekly report themselves too.
  if (options.mailWorker !== false) {
    jobs.add(services.mail.linkPruneJob());
    const figures = reportFigures(services.stats);
    registerWeeklyReports(jobs, app.log, config, { database, store, mail: services.mail, figures });
  }
  registerScaleOutHooks(app, changes, limits.redis);
  return { services, rateLimitStore: limits.rateLimitStore };
}
