import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmailAddress } from '@vitrine/contract/validation/email-address';
import { redactCredentials } from './http/redact-credentials';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export interface MailConfig {
  /** `smtp://` or `smtps://` URL of the SMTP server; without it e-mails are only stored. */
  smtpUrl?: string;
  /** The From header, e.g. `Vitrine <bonjour@vitrine.example>`. */
  from: string;
  /** Where team notifications (new sign-ups, messages, demo requests) go. */
  teamEmail: string;
  /** The booking page sent in the demo confirmation. */
  demoSchedulingUrl: string;
  /** Where visitors ask for access to or erasure of their data (in every e-mail). */
  privacyContactEmail: string;
  /** Attempts before an e-mail is marked failed. */
  retryMax: number;
}

/** Connection and request limits of the HTTP server (slow or oversized clients). */
export interface HttpLimits {
  /** The whole request (headers and body) must arrive within this time, else 408. */
  requestTimeoutMs: number;
  /** The request headers must arrive within this time, else 408 (slowloris). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all is closed after this time. */
  idleTimeoutMs: number;
  /** Largest request line and headers together, else 431. */
  maxHeaderBytes: number;
}

/** What the daily retention job deletes, and when (see `retention/`). */
export interface RetentionConfig {
  /** Run the job inside the server (daily, first run shortly after start). */
  enabled: boolean;
  /** Leads (waitlist, contact, demo, newsletter) without contact for this many days. */
  leadDays: number;
  /** Newsletter sign-ups never confirmed after this many days. */
  unconfirmedNewsletterDays: number;
  /** Outbox e-mails older than this many days. */
  outboxDays: number;
}

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  appId: string;
  /** `postgres://…` or a SQLite file path / `file:` URL. */
  databaseUrl: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Visitor writes allowed per client IP per minute. */
  rateLimitMax: number;
  /** Failed sign-ins (and set-password links) allowed per client IP and per e-mail per 15 minutes. */
  loginRateLimitMax: number;
  logLevel: LogLevel;
  /** Honour X-Forwarded-For from this many proxies (0 = none). */
  trustProxy: boolean | number;
  bodyLimitBytes: number;
  adminBodyLimitBytes: number;
  importLimitBytes: number;
  /** Largest image accepted by `integration-endpoints/Core/UploadFile`. */
  uploadMaxBytes: number;
  /** Where uploaded images are stored (served at `/uploads/<name>`). */
  uploadDir: string;
  sessionTtlHours: number;
  seedContent: boolean;
  /** The React Router build (server bundle and client assets). */
  webBuildDir: string;
  /** Serve the web app through Vite's dev server instead of the build. */
  webDevMode: boolean;
  webRoot: string;
  seedDir: string;
  shutdownTimeoutMs: number;
  /** Adds `/__bench/constant` for `npm run bench`'s baseline. Never on in production. */
  benchRoutes: boolean;
  /** Lifetime of a cached blog page or feed; `0` turns the page cache off. */
  pageCacheTtlMs: number;
  /** Memory bound of the visitor read cache (API answers of the published blog); `0` turns it off. */
  readCacheMaxBytes: number;
  /** How long one database statement's `$regex` matching (admins only) may take. */
  regexTimeLimitMs: number;
  /** `redis://…`: shares rate limits across instances (REDIS_URL); in memory without it. */
  redisUrl?: string;
  /** Prefix of every Redis key Vitrine writes (several deployments or test runs on one Redis). */
  redisKeyPrefix: string;
  mail: MailConfig;
  http: HttpLimits;
  retention: RetentionConfig;
}

type Env = Record<string, string | undefined>;

class ConfigReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback: string) {
    const value = this.env[name]?.trim();
    return value ? value : fallback;
  }

  optional(name: string) {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  integer(name: string, fallback: number, min: number, max: number) {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean) {
    const raw = this.env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }
}

/**
 * A SQLite file (path or `file:` URL) or `postgres(ql)://`. Anything else that starts like a URL
 * (`mysql://`, the typo `postgress://`) is refused rather than taken as a file name; a file
 * whose name holds a colon can be given as `./name`. Only the scheme is ever echoed.
 */
function readDatabaseUrl(reader: ConfigReader) {
  const value = reader.string('DATABASE_URL', path.join(repoRoot, 'data', 'vitrine.db'));
  const scheme = /^([a-z][a-z0-9+.-]+:)/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return value;
  if (scheme === 'file:') {
    if (/^file:\/\/(?!\/)/i.test(value)) {
      reader.problems.push(
        'DATABASE_URL: a file: URL names a local file (file:./data/vitrine.db or file:///srv/vitrine.db)',
      );
    }
  } else if (!/^postgres(ql)?:\/\//i.test(value)) {
    reader.problems.push(
      `DATABASE_URL must be a SQLite file path, a file: URL or a postgres:// (postgresql://) URL (got a "${scheme}" URL)`,
    );
  } else if (!URL.canParse(value)) {
    reader.problems.push('DATABASE_URL is not a valid PostgreSQL URL');
  }
  return value;
}

function readRedisUrl(reader: ConfigReader) {
  const value = reader.optional('REDIS_URL');
  if (!value) return undefined;
  let valid = false;
  try {
    valid = ['redis:', 'rediss:'].includes(new URL(value).protocol);
  } catch {
    valid = false;
  }
  // Never echo the value: it may hold the Redis password.
  if (!valid) reader.problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  return value;
}

function readTrustProxy(reader: ConfigReader): boolean | number {
  const raw = reader.optional('TRUST_PROXY');
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  return reader.integer('TRUST_PROXY', 0, 0, 10);
}

function checkUrl(reader: ConfigReader, name: string, value: string) {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error('protocol');
  } catch {
    reader.problems.push(`${name} must be an http(s) URL (got "${value}")`);
  }
}

/** `Name <address>` or a bare address; answers the address, or undefined when malformed. */
function mailboxAddress(value: string) {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address && isEmailAddress(address) ? address.toLowerCase() : undefined;
}

function isHttpsUrl(value: string) {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function readMailConfig(reader: ConfigReader, publicUrl: string): MailConfig {
  const smtpUrl = reader.optional('SMTP_URL');
  if (smtpUrl) {
    let valid = false;
    try {
      const url = new URL(smtpUrl);
      valid = ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
    } catch {
      valid = false;
    }
    // Never echo the value: it may hold the SMTP password.
    if (!valid) reader.problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host');
  }
  const from = reader.string('MAIL_FROM', 'Vitrine <bonjour@vitrine.example>');
  const fromAddress = mailboxAddress(from);
  if (!fromAddress) {
    reader.problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${from}")`);
  }
  const addressOf = (name: string, fallback: string) => {
    const value = reader.string(name, fallback).toLowerCase();
    if (!isEmailAddress(value))
      reader.problems.push(`${name} must be an e-mail address (got "${value}")`);
    return value;
  };
  const demoSchedulingUrl = reader.optional('DEMO_SCHEDULING_URL');
  if (demoSchedulingUrl && !isHttpsUrl(demoSchedulingUrl)) {
    reader.problems.push(`DEMO_SCHEDULING_URL must be an https URL (got "${demoSchedulingUrl}")`);
  }
  return {
    smtpUrl,
    from,
    teamEmail: addressOf('TEAM_EMAIL', fromAddress ?? 'bonjour@vitrine.example'),
    demoSchedulingUrl: demoSchedulingUrl ?? `${publicUrl}/demo`,
    privacyContactEmail: addressOf('PRIVACY_CONTACT_EMAIL', 'privacy@vitrine.example'),
    retryMax: reader.integer('MAIL_RETRY_MAX', 8, 1, 50),
  };
}

function checkAppId(reader: ConfigReader, appId: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(appId)) {
    reader.problems.push(`APP_ID may only contain letters, digits, "-" and "_" (got "${appId}")`);
  }
}

function checkAdmin(reader: ConfigReader, email?: string, password?: string) {
  if (Boolean(email) !== Boolean(password)) {
    reader.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (password && password.length < 12) {
    reader.problems.push('ADMIN_PASSWORD must be at least 12 characters long');
  }
}

function readHttpLimits(reader: ConfigReader): HttpLimits {
  const requestTimeoutMs = reader.integer('REQUEST_TIMEOUT_MS', 30_000, 100, 600_000);
  const headersTimeoutMs = reader.integer('HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    reader.problems.push('HEADERS_TIMEOUT_MS must not be larger than REQUEST_TIMEOUT_MS');
  }
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: reader.integer('KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    idleTimeoutMs: reader.integer('IDLE_TIMEOUT_MS', 60_000, 100, 3_600_000),
    maxHeaderBytes: reader.integer('MAX_HEADER_BYTES', 16 * 1024, 1024, 1024 * 1024),
  };
}

function readRetention(reader: ConfigReader): RetentionConfig {
  return {
    enabled: reader.boolean('RETENTION_JOB', true),
    leadDays: reader.integer('RETENTION_DAYS', 1095, 1, 36_500),
    unconfirmedNewsletterDays: reader.integer('NEWSLETTER_UNCONFIRMED_DAYS', 30, 1, 36_500),
    outboxDays: reader.integer('OUTBOX_RETENTION_DAYS', 90, 1, 36_500),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // Values are echoed to help; a URL among them never shows its password.
    const lines = problems.map((problem) => `  - ${redactCredentials(problem)}`);
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the whole configuration once; throws a readable list of problems. */
export function loadConfig(env: Env = process.env): AppConfig {
  const reader = new ConfigReader(env);
  const nodeEnv = reader.oneOf('NODE_ENV', ['production', 'development', 'test'], 'development');
  const port = reader.integer('PORT', 3000, 0, 65535);
  const appId = reader.string('APP_ID', 'vitrine');
  const publicUrl = reader.string('PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  const adminEmail = reader.optional('ADMIN_EMAIL');
  const adminPassword = reader.optional('ADMIN_PASSWORD');
  checkUrl(reader, 'PUBLIC_URL', publicUrl);
  checkAppId(reader, appId);
  checkAdmin(reader, adminEmail, adminPassword);

  const config: AppConfig = {
    env: nodeEnv,
    port,
    host: reader.string('HOST', '0.0.0.0'),
    appId,
    databaseUrl: readDatabaseUrl(reader),
    publicUrl,
    adminEmail: adminEmail?.toLowerCase(),
    adminPassword,
    rateLimitMax: reader.integer('RATE_LIMIT_MAX', 30, 1, 1_000_000),
    loginRateLimitMax: reader.integer('LOGIN_RATE_LIMIT_MAX', 10, 1, 1_000_000),
    logLevel: reader.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: readTrustProxy(reader),
    bodyLimitBytes: reader.integer('BODY_LIMIT_BYTES', 64 * 1024, 1024, 50 * 1024 * 1024),
    adminBodyLimitBytes: reader.integer(
      'ADMIN_BODY_LIMIT_BYTES',
      1024 * 1024,
      1024,
      50 * 1024 * 1024,
    ),
    importLimitBytes: reader.integer(
      'IMPORT_LIMIT_BYTES',
      10 * 1024 * 1024,
      1024,
      500 * 1024 * 1024,
    ),
    uploadMaxBytes: reader.integer('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    uploadDir: path.resolve(repoRoot, reader.string('UPLOAD_DIR', 'data/uploads')),
    sessionTtlHours: reader.integer('SESSION_TTL_HOURS', 12, 1, 24 * 90),
    seedContent: reader.boolean('SEED_CONTENT', true),
    webBuildDir: path.resolve(repoRoot, reader.string('WEB_BUILD_DIR', 'apps/web/build')),
    webDevMode: reader.boolean('WEB_DEV_MODE', false),
    webRoot: path.join(repoRoot, 'apps/web'),
    seedDir: path.join(repoRoot, 'apps/server/seed'),
    shutdownTimeoutMs: reader.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    benchRoutes: reader.boolean('BENCH_ROUTES', false),
    pageCacheTtlMs: reader.integer('PAGE_CACHE_TTL_MS', 60_000, 0, 3_600_000),
    readCacheMaxBytes: reader.integer('READ_CACHE_MAX_BYTES', 8 * 1024 * 1024, 0, 1024 ** 3),
    regexTimeLimitMs: reader.integer('REGEX_TIME_LIMIT_MS', 1000, 1, 60_000),
    redisUrl: readRedisUrl(reader),
    redisKeyPrefix: reader.string('REDIS_KEY_PREFIX', 'vitrine:'),
    mail: readMailConfig(reader, publicUrl),
    http: readHttpLimits(reader),
    retention: readRetention(reader),
  };
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return config;
}
