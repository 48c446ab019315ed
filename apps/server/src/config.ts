import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmailAddress } from '@vitrine/contract/validation/email-address';
import type { TSchema } from 'typebox';
import {
  configSchema,
  type AppConfig,
  type ConfigVariable,
  type MailConfig,
  type VariableDocs,
} from './config-schema';
import { checkOidc } from './config-oidc';
import { redactCredentials } from './http/redact-credentials';

export type {
  AiConfig,
  AnalyticsConfig,
  AppConfig,
  HttpLimits,
  LogLevel,
  MailConfig,
  MetricsConfig,
  NewsletterConfig,
  RetentionConfig,
  TracingConfig,
  WebhookConfig,
} from './config-schema';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Env = Record<string, string | undefined>;
type Schema = TSchema & {
  type?: string;
  env?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: { const?: unknown }[];
  properties?: Record<string, Schema>;
};

/** Every variable of the schema, in its order (nested objects included). */
export function configVariables(schema: Schema = configSchema as Schema): ConfigVariable[] {
  return Object.values(schema.properties ?? {}).flatMap((field) =>
    field.properties
      ? configVariables(field)
      : field.env
        ? [{ docs: field as unknown as VariableDocs, schema: field }]
        : [],
  );
}

const TRUE = ['1', 'true', 'yes'];
const FALSE = ['0', 'false', 'no'];

/** One variable read as its schema says (whole number in bounds, flag, one of, text). */
function readVariable(env: Env, schema: Schema, problems: string[]): unknown {
  const name = schema.env!;
  const raw = env[name]?.trim();
  if (!raw) return schema.default;
  if (schema.type === 'integer') {
    const value = Number(raw);
    const { minimum = 0, maximum = Number.MAX_SAFE_INTEGER } = schema;
    if (Number.isInteger(value) && value >= minimum && value <= maximum) return value;
    problems.push(
      `${name} must be a whole number between ${minimum} and ${maximum} (got "${raw}")`,
    );
    return schema.default;
  }
  if (schema.type === 'boolean') {
    const lower = raw.toLowerCase();
    if (TRUE.includes(lower)) return true;
    if (FALSE.includes(lower)) return false;
    problems.push(`${name} must be true or false (got "${lower}")`);
    return schema.default;
  }
  const allowed = schema.anyOf?.map((option) => option.const);
  if (allowed?.every((value) => typeof value === 'string')) {
    if (allowed.includes(raw)) return raw;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return schema.default;
  }
  return raw;
}

/** One schema object read from the environment; fields without a variable are left out. */
function readObject(env: Env, schema: Schema, problems: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    if (fieldSchema.properties) values[field] = readObject(env, fieldSchema, problems);
    else if (fieldSchema.env) values[field] = readVariable(env, fieldSchema, problems);
  }
  return values;
}

/**
 * A SQLite file (path or `file:` URL) or `postgres(ql)://`. Anything else that starts like a URL
 * (`mysql://`, the typo `postgress://`) is refused rather than taken as a file name; a file
 * whose name holds a colon can be given as `./name`. Only the scheme is ever echoed.
 */
function checkDatabaseUrl(value: string, problems: string[]) {
  const scheme = /^([a-z][a-z0-9+.-]+:)/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return;
  if (scheme === 'file:') {
    if (/^file:\/\/(?!\/)/i.test(value)) {
      problems.push(
        'DATABASE_URL: a file: URL names a local file (file:./data/vitrine.db or file:///srv/vitrine.db)',
      );
    }
  } else if (!/^postgres(ql)?:\/\//i.test(value)) {
    problems.push(
      `DATABASE_URL must be a SQLite file path, a file: URL or a postgres:// (postgresql://) URL (got a "${scheme}" URL)`,
    );
  } else if (!URL.canParse(value)) {
    problems.push('DATABASE_URL is not a valid PostgreSQL URL');
  }
}

/** Whether a URL parses and has one of `protocols`. */
function hasProtocol(value: string, protocols: readonly string[]) {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function readTrustProxy(raw: unknown, problems: string[]): boolean | number {
  if (raw === false || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0 && value <= 10) return value;
  problems.push(`TRUST_PROXY must be a whole number between 0 and 10 (got "${String(raw)}")`);
  return 0;
}

/** `Name <address>` or a bare address; answers the address, or undefined when malformed. */
function mailboxAddress(value: string) {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address && isEmailAddress(address) ? address.toLowerCase() : undefined;
}

function checkMail(mail: MailConfig, publicUrl: string, problems: string[]): MailConfig {
  // Never echo the value: it may hold the SMTP password.
  if (
    mail.smtpUrl &&
    !(hasProtocol(mail.smtpUrl, ['smtp:', 'smtps:']) && new URL(mail.smtpUrl).hostname !== '')
  ) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host');
  }
  const fromAddress = mailboxAddress(mail.from);
  if (!fromAddress) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${mail.from}")`);
  }
  const address = (name: string, value: string) => {
    const lower = value.toLowerCase();
    if (!isEmailAddress(lower)) problems.push(`${name} must be an e-mail address (got "${lower}")`);
    return lower;
  };
  if (mail.demoSchedulingUrl && !hasProtocol(mail.demoSchedulingUrl, ['https:'])) {
    problems.push(`DEMO_SCHEDULING_URL must be an https URL (got "${mail.demoSchedulingUrl}")`);
  }
  return {
    ...mail,
    teamEmail: address('TEAM_EMAIL', mail.teamEmail ?? fromAddress ?? 'bonjour@vitrine.example'),
    demoSchedulingUrl: mail.demoSchedulingUrl ?? `${publicUrl}/demo`,
    privacyContactEmail: address('PRIVACY_CONTACT_EMAIL', mail.privacyContactEmail),
  };
}

/** `UPLOAD_STORAGE=s3` needs a bucket; the keys go together (decision 0032). */
function checkUploadStorage({ kind, s3 }: AppConfig['uploadStorage'], problems: string[]) {
  if (kind === 's3' && !s3.bucket) {
    problems.push('S3_BUCKET must be set when UPLOAD_STORAGE is s3');
  }
  if (s3.endpoint && !hasProtocol(s3.endpoint, ['http:', 'https:'])) {
    problems.push('S3_ENDPOINT must be an http(s) URL');
  }
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
}

/** The checks that span several variables or need more than a type and bounds. */
function checkSettings(config: AppConfig, problems: string[]) {
  if (!hasProtocol(config.publicUrl, ['http:', 'https:'])) {
    problems.push(`PUBLIC_URL must be an http(s) URL (got "${config.publicUrl}")`);
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(config.appId)) {
    problems.push(`APP_ID may only contain letters, digits, "-" and "_" (got "${config.appId}")`);
  }
  if (Boolean(config.adminEmail) !== Boolean(config.adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (config.adminPassword && config.adminPassword.length < 12) {
    problems.push('ADMIN_PASSWORD must be at least 12 characters long');
  }
  checkDatabaseUrl(config.databaseUrl, problems);
  checkUploadStorage(config.uploadStorage, problems);
  checkOidc(config.oidc, problems);
  const listenUrl = config.postgres.listenUrl;
  if (
    listenUrl !== undefined &&
    !(/^postgres(ql)?:\/\//i.test(listenUrl) && URL.canParse(listenUrl))
  ) {
    problems.push('DATABASE_LISTEN_URL must be a postgres:// (postgresql://) URL');
  }
  // Never echo the value: it may hold the Redis password.
  if (config.redisUrl && !hasProtocol(config.redisUrl, ['redis:', 'rediss:'])) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (config.metrics.token !== undefined && config.metrics.token.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters long');
  }
  if (config.metrics.port === config.port) {
    problems.push('METRICS_PORT must differ from PORT');
  }
  // Never echo the values: a collector URL may hold credentials.
  for (const [name, value] of [
    ['OTEL_EXPORTER_OTLP_ENDPOINT', config.tracing.endpoint],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', config.tracing.tracesEndpoint],
  ] as const) {
    if (value && !hasProtocol(value, ['http:', 'https:'])) {
      problems.push(`${name} must be an http:// or https:// URL`);
    }
  }
  // Never echo the value: a provider URL may hold credentials.
  if (config.ai.baseUrl && !hasProtocol(config.ai.baseUrl, ['http:', 'https:'])) {
    problems.push('AI_BASE_URL must be an http:// or https:// URL');
  }
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_MS must not be larger than REQUEST_TIMEOUT_MS');
  }
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
  const problems: string[] = [];
  const read = readObject(env, configSchema as Schema, problems) as AppConfig;
  const publicUrl = (read.publicUrl ?? `http://localhost:${read.port}`).replace(/\/+$/, '');
  const config: AppConfig = {
    ...read,
    publicUrl,
    databaseUrl: read.databaseUrl ?? path.join(repoRoot, 'data', 'vitrine.db'),
    adminEmail: read.adminEmail?.toLowerCase(),
    trustProxy: readTrustProxy(read.trustProxy, problems),
    uploadDir: path.resolve(repoRoot, read.uploadDir),
    prerenderCacheDir: read.prerenderCacheDir
      ? path.resolve(repoRoot, read.prerenderCacheDir)
      : path.join(path.dirname(path.resolve(repoRoot, read.uploadDir)), 'prerendered-pages'),
    webBuildDir: path.resolve(repoRoot, read.webBuildDir),
    webRoot: path.join(repoRoot, 'apps/web'),
    seedDir: path.join(repoRoot, 'apps/server/seed'),
    mail: checkMail(read.mail, publicUrl, problems),
  };
  checkSettings(config, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
