import Type, { type Static, type TSchema } from 'typebox';

/** The headings of `.env.example`, in their order. */
export const CONFIG_SECTIONS = [
  'Server',
  'Data',
  'Several instances',
  'CDN',
  'Data retention',
  'Analytics',
  'E-mail',
  'Newsletter',
  'AI',
  'Admin accounts',
  'Company sign-in',
  'Limits',
  'Monitoring',
  'Development and tooling',
] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/**
 * What documents one environment variable, kept on its schema: the README table and
 * `.env.example` are written from these (a test keeps them equal).
 */
export type VariableDocs = {
  env: string;
  section: ConfigSection;
  /** One paragraph, Markdown; the README cell and the `.env.example` comment. */
  description: string;
  /** The default as the README shows it, when it is not the schema's `default` as is. */
  shown?: string;
  /** The value `.env.example` sets, when it is not the default. */
  example?: string;
};

const KIB = 1024;
const MIB = 1024 * 1024;

const whole = (minimum: number, maximum: number, fallback: number, docs: VariableDocs) =>
  Type.Integer({ minimum, maximum, default: fallback, ...docs });
const flag = (fallback: boolean, docs: VariableDocs) =>
  Type.Boolean({ default: fallback, ...docs });
const text = (fallback: string, docs: VariableDocs) => Type.String({ default: fallback, ...docs });
/** A string whose default is worked out from other settings (or that has none). */
const derived = (docs: VariableDocs) => Type.String(docs);
const optional = (docs: VariableDocs) => Type.Optional(Type.String(docs));

const SERVER = 'Server';
const LIMITS = 'Limits';
const MAIL = 'E-mail';

/** Webhooks (decision 0060, docs/webhooks.md): who they may reach, and their bounds. */
const webhooks = Type.Object({
  allowPrivateNetworks: flag(false, {
    env: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS',
    section: LIMITS,
    description:
      '`true` lets webhooks reach loopback, private (RFC 1918, `fc00::/7`), link-local, CGNAT and other non-public addresses (an on-premise CRM, tests). Off, such a URL is refused when a webhook is saved (422) and when a delivery is sent, after DNS resolution; the connection goes to the address that was checked. See [docs/webhooks.md](docs/webhooks.md).',
  }),
  concurrency: whole(1, 64, 8, {
    env: 'WEBHOOK_CONCURRENCY',
    section: LIMITS,
    description:
      'Webhook deliveries in flight at once per instance (each waits at most 10 s for its receiver, and reads at most 4 KiB of its answer).',
  }),
  queueMax: whole(10, 10_000_000, 100_000, {
    env: 'WEBHOOK_QUEUE_MAX',
    section: LIMITS,
    description:
      'Webhook deliveries that may wait (`pending`) at once. Past it a new event is not queued: it is dropped with a warning in the log and counted in `/metrics` (`vitrine_webhook_deliveries_total{outcome="dropped"}`); deliveries already queued are kept.',
  }),
});

const mail = Type.Object({
  smtpUrl: optional({
    env: 'SMTP_URL',
    section: MAIL,
    description:
      '`smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. Every e-mail is first written to the outbox (`OutboxEmail`); with this a background worker sends it and retries failures, without it the e-mail stays there with status `stored` for admins to read.',
  }),
  from: text('Vitrine <bonjour@vitrine.example>', {
    env: 'MAIL_FROM',
    section: MAIL,
    description: 'Sender of every e-mail: an address, or `Name <address>`.',
  }),
  teamEmail: derived({
    env: 'TEAM_EMAIL',
    section: MAIL,
    description: 'Gets a notification of each waitlist sign-up, contact message and demo request.',
    shown: 'the `MAIL_FROM` address',
    example: 'bonjour@vitrine.example',
  }),
  demoSchedulingUrl: derived({
    env: 'DEMO_SCHEDULING_URL',
    section: MAIL,
    description: 'Booking page (https) sent in the demo confirmation.',
    shown: '`PUBLIC_URL/demo`',
  }),
  privacyContactEmail: text('privacy@vitrine.example', {
    env: 'PRIVACY_CONTACT_EMAIL',
    section: MAIL,
    description:
      "Where visitors ask for access to, or erasure of, their data; quoted in every e-mail's privacy notice.",
  }),
  retryMax: whole(1, 50, 8, {
    env: 'MAIL_RETRY_MAX',
    section: MAIL,
    description:
      'Sending attempts before an e-mail is marked `failed` (retries after 1, 2, 4… minutes, at most 6 h apart).',
  }),
  confirmationDailyMax: whole(0, 1_000_000, 500, {
    env: 'CONFIRMATION_MAIL_DAILY_MAX',
    section: MAIL,
    description:
      "Confirmation e-mails to visitors (waitlist, contact, demo, newsletter opt-in) queued per day (UTC), for every instance together with `REDIS_URL`, else per instance. Past it a submission is still stored and answered as usual, but the visitor's e-mail is not queued and never sent (the team's notification still is); each one held counts in `vitrine_confirmation_emails_held_total` (`/metrics`) and is logged. `0` sends none.",
  }),
});

/** The proof of work of the public forms (decision 0041). */
const formChallenge = Type.Object({
  enabled: flag(true, {
    env: 'FORM_CHALLENGE',
    section: LIMITS,
    description:
      'Public form submissions that e-mail the address given (waitlist, contact, demo, newsletter) must carry a solved proof-of-work challenge (ALTCHA, `GET /api/apps/{app}/challenge`); the site solves it in the browser when the visitor submits. Admins (a bearer token) never need one. `false` turns it off.',
  }),
  maxNumber: whole(1_000, 10_000_000, 50_000, {
    env: 'FORM_CHALLENGE_MAX_NUMBER',
    section: LIMITS,
    description:
      'Difficulty: the secret number of a challenge is drawn up to this; a browser tries the numbers in order, half as many SHA-256 hashes on average (at `50000`: 0.1–0.4 s in a desktop Chromium, about 3 times longer on a phone, 0.8 s at worst on the desktop).',
  }),
  ttlSeconds: whole(30, 86_400, 600, {
    env: 'FORM_CHALLENGE_TTL_SECONDS',
    section: LIMITS,
    description:
      'A challenge must be solved and sent within this many seconds; each solution is accepted once.',
  }),
});

const NEWSLETTER = 'Newsletter';

/** How newsletter campaigns are sent (decision 0027, docs/deployment.md). */
const newsletter = Type.Object({
  rate: whole(1, 10_000, 50, {
    env: 'NEWSLETTER_RATE',
    section: NEWSLETTER,
    description:
      "Campaign e-mails per second, per instance (two instances send up to twice as many). Keep it under your SMTP provider's limit.",
  }),
  concurrency: whole(1, 100, 5, {
    env: 'NEWSLETTER_CONCURRENCY',
    section: NEWSLETTER,
    description:
      'SMTP connections each instance keeps open and sends through in parallel for campaigns.',
  }),
  batchSize: whole(1, 5000, 100, {
    env: 'NEWSLETTER_BATCH_SIZE',
    section: NEWSLETTER,
    description:
      'Recipients an instance claims at once. Their results are written together, so after a crash (SIGKILL, power loss) at most this many per instance may be sent twice.',
  }),
  errorThreshold: whole(0, 100_000, 25, {
    env: 'NEWSLETTER_ERROR_THRESHOLD',
    section: NEWSLETTER,
    description:
      'SMTP errors in a row (on one instance) after which a campaign pauses itself, with the last error in `last_error`; `0` never pauses.',
  }),
  leaseMs: whole(1000, 3_600_000, 20_000, {
    env: 'NEWSLETTER_LEASE_MS',
    section: NEWSLETTER,
    description:
      'How long a claimed batch is held, in ms, renewed every third of it while the batch is sent; a batch whose instance died is sent again by the others after this at most (on SQLite, at once by the restarted server). A batch that cannot renew its lease stops sending with half of it left.',
    shown: '`20000` (20 seconds)',
  }),
});

/** Connection and request limits of the HTTP server (slow or oversized clients). */
const http = Type.Object({
  requestTimeoutMs: whole(100, 600_000, 30_000, {
    env: 'REQUEST_TIMEOUT_MS',
    section: LIMITS,
    description:
      'Time for a whole request (headers and body) to arrive; then 408 and the connection closes, so a client trickling bytes cannot hold a connection (docs/deployment.md).',
  }),
  headersTimeoutMs: whole(100, 600_000, 10_000, {
    env: 'HEADERS_TIMEOUT_MS',
    section: LIMITS,
    description:
      'Time for the request headers to arrive (at most `REQUEST_TIMEOUT_MS`); then 408 (slowloris).',
  }),
  keepAliveTimeoutMs: whole(100, 600_000, 5_000, {
    env: 'KEEP_ALIVE_TIMEOUT_MS',
    section: LIMITS,
    description:
      "An idle keep-alive connection is closed after this; keep it longer than the reverse proxy's idle timeout for upstream connections, so the proxy is the one that closes them.",
  }),
  idleTimeoutMs: whole(100, 3_600_000, 60_000, {
    env: 'IDLE_TIMEOUT_MS',
    section: LIMITS,
    description: 'A connection with no traffic at all is closed after this.',
  }),
  maxHeaderBytes: whole(KIB, MIB, 16 * KIB, {
    env: 'MAX_HEADER_BYTES',
    section: LIMITS,
    description: 'Largest request line and headers together, in bytes; more is a 431.',
  }),
});

/** The realtime server of the Base44 SDK's `subscribe()` (decision 0062); its bounds. */
const realtime = Type.Object({
  maxConnections: whole(1, 1_000_000, 5000, {
    env: 'REALTIME_MAX_CONNECTIONS',
    section: LIMITS,
    description:
      "Realtime connections (`/ws-user-apps/socket.io/`, the SDK's `subscribe()`) one instance keeps at once; past it a new one is refused with the `connect_error` « Too many realtime connections » (code `REALTIME_FULL`).",
  }),
  maxConnectionsPerAddress: whole(1, 1_000_000, 50, {
    env: 'REALTIME_MAX_CONNECTIONS_PER_ADDRESS',
    section: LIMITS,
    description:
      'Realtime connections one client address (after `TRUST_PROXY`) keeps at once on one instance; past it refused with `connect_error` code `REALTIME_ADDRESS_FULL`.',
  }),
  maxMessageBytes: whole(64, 64 * KIB, KIB, {
    env: 'REALTIME_MAX_MESSAGE_BYTES',
    section: LIMITS,
    description:
      'Largest message a realtime client may send, in bytes (clients only send `join` and `leave` with a room name); a larger one closes its connection.',
    shown: '`1024` (1 KiB)',
  }),
  sendQueueMax: whole(1, 100_000, 500, {
    env: 'REALTIME_SEND_QUEUE_MAX',
    section: LIMITS,
    description:
      'Events that may wait to be written to one realtime client (a slow or stalled connection); past it that client is disconnected rather than kept in memory (the SDK reconnects and joins again).',
  }),
  recheckMs: whole(1000, 3_600_000, 60_000, {
    env: 'REALTIME_RECHECK_MS',
    section: LIMITS,
    description:
      "How often, in ms, each realtime connection's token is checked again: a session that ended (sign-out, password change, disabled account, deleted API key) stops receiving events within this time at most. A change to the user's account is applied at once.",
    shown: '`60000` (1 minute)',
  }),
});

const MONITORING = 'Monitoring';

/** Who may read `/metrics` (docs/deployment.md, Monitoring; decision 0030). */
const metrics = Type.Object({
  token: optional({
    env: 'METRICS_TOKEN',
    section: MONITORING,
    description:
      'Serves `GET /metrics` (Prometheus text format) on the main port to requests sending `Authorization: Bearer <this token>` (at least 16 characters); others get 401. Without it, and without `METRICS_PORT`, `/metrics` is a 404.',
  }),
  port: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 65535,
      env: 'METRICS_PORT',
      section: MONITORING,
      description:
        'Serves `GET /metrics` on this port too, bound to 127.0.0.1 only and without a token (a Prometheus or agent on the same machine). Closed with the server.',
    }),
  ),
});

/**
 * OpenTelemetry traces over OTLP/HTTP (docs/deployment.md, Traces; decision 0029). The standard
 * `OTEL_*` names, so the exporter reads the rest of its settings from the environment itself.
 */
const tracing = Type.Object({
  endpoint: optional({
    env: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    section: MONITORING,
    description:
      'Exports traces (one span per request, named by route pattern) over OTLP/HTTP to this collector, e.g. `http://otel-collector:4318` (`/v1/traces` is appended). Without it (nor `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) nothing of OpenTelemetry is loaded.',
  }),
  tracesEndpoint: optional({
    env: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    section: MONITORING,
    description:
      'The full URL traces are sent to (nothing appended); takes precedence over `OTEL_EXPORTER_OTLP_ENDPOINT` and turns traces on by itself.',
  }),
  protocol: Type.Union([Type.Literal('http/protobuf'), Type.Literal('http/json')], {
    default: 'http/protobuf',
    env: 'OTEL_EXPORTER_OTLP_PROTOCOL',
    section: MONITORING,
    description:
      "OTLP encoding: `http/protobuf` or `http/json`. gRPC is not supported: use the collector's HTTP port (4318).",
  }),
  headers: optional({
    env: 'OTEL_EXPORTER_OTLP_HEADERS',
    section: MONITORING,
    description:
      'Headers sent with each export, `key=value` pairs separated by commas (e.g. `authorization=Bearer%20…`); read by the exporter, never logged.',
  }),
  serviceName: text('vitrine', {
    env: 'OTEL_SERVICE_NAME',
    section: MONITORING,
    description:
      'The `service.name` of the traces. Other standard variables apply as the SDK reads them: `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`(`_ARG`), `OTEL_EXPORTER_OTLP_TIMEOUT`, `OTEL_BSP_*`.',
  }),
  disabled: flag(false, {
    env: 'OTEL_SDK_DISABLED',
    section: MONITORING,
    description: 'Turns traces off even when an endpoint is set.',
  }),
});

const DATA = 'Data';

/** The PostgreSQL connection pool (docs/deployment.md, PostgreSQL; decision 0034). */
const postgres = Type.Object({
  poolMax: whole(1, 1000, 20, {
    env: 'DATABASE_POOL_MAX',
    section: DATA,
    description:
      "PostgreSQL only: the most connections each instance opens. Keep instances × this under the server's `max_connections` (100 by default) minus what other clients need; behind PgBouncer in transaction mode, the bouncer's pool decides instead. Each instance also keeps one connection outside the pool for `LISTEN` (caches cleared across instances).",
  }),
  listenUrl: optional({
    env: 'DATABASE_LISTEN_URL',
    section: DATA,
    description:
      'PostgreSQL only: where the `LISTEN` connection goes when `DATABASE_URL` points at PgBouncer in transaction mode, which cannot keep a `LISTEN` (a direct `postgres://…` to the database itself). Defaults to `DATABASE_URL`.',
  }),
  connectTimeoutMs: whole(100, 120_000, 5000, {
    env: 'DATABASE_CONNECT_TIMEOUT_MS',
    section: DATA,
    description:
      'PostgreSQL only: how long, in ms, a request waits for a connection (a new one, or a free one from a full pool) before it answers 503.',
  }),
  idleTimeoutMs: whole(0, 3_600_000, 30_000, {
    env: 'DATABASE_IDLE_TIMEOUT_MS',
    section: DATA,
    description:
      'PostgreSQL only: a connection unused for this long, in ms, is closed (`0` keeps them open).',
  }),
  statementTimeoutMs: whole(0, 3_600_000, 0, {
    env: 'DATABASE_STATEMENT_TIMEOUT_MS',
    section: DATA,
    description:
      "PostgreSQL only: the server's `statement_timeout` for this application's sessions, in ms (`0`: none, the database's own setting applies).",
  }),
});

const S3 = 'Data';

/** `UPLOAD_STORAGE=s3`: the bucket every instance keeps uploads in (decision 0032). */
const s3 = Type.Object({
  endpoint: optional({
    env: 'S3_ENDPOINT',
    section: S3,
    description:
      'With `UPLOAD_STORAGE=s3`: the address of an S3-compatible service (`https://…`: MinIO, Cloudflare R2, Scaleway, OVH…); unset for AWS S3.',
  }),
  bucket: optional({
    env: 'S3_BUCKET',
    section: S3,
    description:
      'With `UPLOAD_STORAGE=s3` (required then): the bucket of uploads, their variants and manifests, kept at its top level. It may stay private: the server streams them at `/uploads/<name>`.',
  }),
  region: text('us-east-1', {
    env: 'S3_REGION',
    section: S3,
    description:
      "With `UPLOAD_STORAGE=s3`: the bucket's region (S3-compatible services often accept any).",
  }),
  accessKeyId: optional({
    env: 'S3_ACCESS_KEY_ID',
    section: S3,
    description:
      "With `UPLOAD_STORAGE=s3`: the access key (with `S3_SECRET_ACCESS_KEY`, both or neither). Without them the AWS SDK's own chain applies (`AWS_*` variables, instance or task roles). It needs `s3:GetObject`, `s3:PutObject`, `s3:DeleteObject` and `s3:ListBucket`.",
  }),
  secretAccessKey: optional({
    env: 'S3_SECRET_ACCESS_KEY',
    section: S3,
    description: 'With `UPLOAD_STORAGE=s3`: the secret of `S3_ACCESS_KEY_ID`.',
  }),
  forcePathStyle: flag(false, {
    env: 'S3_FORCE_PATH_STYLE',
    section: S3,
    description:
      'With `UPLOAD_STORAGE=s3`: addresses the bucket as `endpoint/bucket/name` rather than `bucket.endpoint/name` (MinIO and most self-hosted services need it).',
  }),
});

/** Where uploads are kept (decision 0032, docs/deployment.md "Shared uploads"). */
const uploadStorage = Type.Object({
  kind: Type.Union([Type.Literal('local'), Type.Literal('s3')], {
    default: 'local',
    env: 'UPLOAD_STORAGE',
    section: S3,
    description:
      '`local`: uploads, their variants and manifests are files of `UPLOAD_DIR`, seen by this instance only. `s3`: they are objects of `S3_BUCKET`, shared by every instance (several instances on one PostgreSQL database need it, docs/deployment.md "Shared uploads").',
  }),
  s3,
});

/** A CDN in front of the site (decision 0067, docs/cdn.md): how long it keeps pages, and its purge. */
const cdn = Type.Object({
  sMaxAgeS: whole(0, 31_536_000, 60, {
    env: 'CDN_S_MAXAGE_S',
    section: 'CDN',
    description:
      'Seconds a shared cache (a CDN) may serve a public page without asking again (`s-maxage`); browsers always ask again (`max-age=0`) and get a 304 when nothing changed. Without `CDN_PURGE`, it bounds how late a published or scheduled post shows behind a CDN, so keep it short; with a purge, a day (`86400`) is fine. `0` keeps pages out of shared caches.',
  }),
  staleWhileRevalidateS: whole(0, 86_400, 30, {
    env: 'CDN_STALE_WHILE_REVALIDATE_S',
    section: 'CDN',
    description:
      'Seconds past `CDN_S_MAXAGE_S` during which a CDN may still serve a page while it fetches the new one (`stale-while-revalidate`).',
  }),
  purge: Type.Union(
    [
      Type.Literal('off'),
      Type.Literal('cloudflare'),
      Type.Literal('fastly'),
      Type.Literal('bunny'),
      Type.Literal('generic'),
    ],
    {
      default: 'off',
      env: 'CDN_PURGE',
      section: 'CDN',
      description:
        'Which CDN to tell when pages change (a post published, changed or reaching its scheduled time, site content edited): `cloudflare`, `fastly`, `bunny`, or `generic` (a POST of `{"tags": […]}` to `CDN_PURGE_URL`). Pages carry their tags in `Cache-Tag`, `Surrogate-Key` and `CDN-Tag`. See [docs/cdn.md](docs/cdn.md).',
    },
  ),
  purgeUrl: optional({
    env: 'CDN_PURGE_URL',
    section: 'CDN',
    description:
      "With `CDN_PURGE=generic`: where the purge is POSTed. Otherwise it replaces the provider's API address (`https://api.cloudflare.com`, `https://api.fastly.com`, `https://api.bunny.net`), for a proxy or a test server.",
  }),
  purgeZone: optional({
    env: 'CDN_PURGE_ZONE',
    section: 'CDN',
    description:
      'The zone id (Cloudflare), service id (Fastly) or pull zone id (Bunny) whose cache is purged.',
  }),
  purgeToken: optional({
    env: 'CDN_PURGE_TOKEN',
    section: 'CDN',
    description:
      'The purge credential: a Cloudflare API token with Cache Purge permission, a Fastly API token with purge scope, a Bunny account API key, or for `generic` a bearer token. Never logged.',
  }),
});

const RETENTION = 'Data retention';

/** What the daily retention job deletes, and when (see `retention/`). */
const retention = Type.Object({
  enabled: flag(true, {
    env: 'RETENTION_JOB',
    section: RETENTION,
    description:
      'Runs the retention job daily inside the server (first run a minute after start; also `npm run retention`). See [decision 0011](docs/decisions/0011-data-retention.md).',
  }),
  leadDays: whole(1, 36_500, 1095, {
    env: 'RETENTION_DAYS',
    section: RETENTION,
    description:
      "Leads (waitlist, contact, demo, newsletter) are deleted this many days after the person's last contact (3 years, the CNIL's reference period for prospects).",
    shown: '`1095` (3 years)',
  }),
  unconfirmedNewsletterDays: whole(1, 36_500, 30, {
    env: 'NEWSLETTER_UNCONFIRMED_DAYS',
    section: RETENTION,
    description: 'Newsletter sign-ups never confirmed are deleted after this many days.',
  }),
  outboxDays: whole(1, 36_500, 90, {
    env: 'OUTBOX_RETENTION_DAYS',
    section: RETENTION,
    description: 'Outbox e-mails (`OutboxEmail`) are deleted after this many days.',
  }),
  webhookDeliveryDays: whole(1, 36_500, 30, {
    env: 'WEBHOOK_DELIVERY_RETENTION_DAYS',
    section: RETENTION,
    description:
      'The webhook delivery log (`WebhookDelivery`) keeps a delivery this many days after it was queued (a delivery still pending is kept).',
  }),
  auditDays: whole(1, 36_500, 396, {
    env: 'AUDIT_RETENTION_DAYS',
    section: RETENTION,
    description:
      'Audit trail events (`AuditEvent`) are deleted this many days after they happened. See [decision 0057](docs/decisions/0057-audit-trail.md).',
    shown: '`396` (13 months)',
  }),
});

const ANALYTICS = 'Analytics';

/** Audience analytics (see `analytics/` and docs/decisions/0021-first-party-analytics.md). */
const analytics = Type.Object({
  enabled: flag(true, {
    env: 'ANALYTICS',
    section: ANALYTICS,
    description:
      "Counts page views, visits and conversions without cookies (`POST /api/apps/{APP_ID}/analytics/track/batch`, the console's Audience page). `false` stores nothing the tracker sends (it still answers 200) and records no conversions.",
  }),
  timeZone: text('Europe/Paris', {
    env: 'ANALYTICS_TIMEZONE',
    section: ANALYTICS,
    description:
      'IANA time zone of the days, weeks and months of the statistics, and of the daily salt change (local midnight).',
  }),
  geoIpDatabase: optional({
    env: 'GEOIP_DATABASE',
    section: ANALYTICS,
    description:
      'Path of a local MaxMind-format country database (`.mmdb`, e.g. GeoLite2-Country or DB-IP Country Lite). With it, visits get a country code; without it, no country is stored. Never downloaded by the server.',
  }),
  rateLimitMax: whole(1, 100_000, 120, {
    env: 'ANALYTICS_RATE_LIMIT',
    section: ANALYTICS,
    description: 'Event batches one client address may send per minute; more is a 429.',
  }),
  dayValues: whole(10, 100_000, 1000, {
    env: 'ANALYTICS_DAY_VALUES',
    section: ANALYTICS,
    description:
      'Distinct values one property (page, referrer, source, each UTM field, browser, system, device, language, country) may store per day and server instance; later new values are counted as `(other)`.',
  }),
  addressPageviews: whole(1, 10_000_000, 5000, {
    env: 'ANALYTICS_ADDRESS_PAGEVIEWS',
    section: ANALYTICS,
    description:
      'Page views one client address may store per day and server instance; later batches are dropped (still answered 200) and counted in `vitrine_analytics_dropped_total`.',
  }),
  addressVisits: whole(1, 1_000_000, 1000, {
    env: 'ANALYTICS_ADDRESS_VISITS',
    section: ANALYTICS,
    description:
      'Visits one client address may start per day and server instance (each new visitor, e.g. a new user agent, starts one); later batches starting one are dropped like above.',
  }),
  rawDays: whole(1, 3650, 90, {
    env: 'ANALYTICS_RAW_DAYS',
    section: ANALYTICS,
    description:
      'Visits and page views are kept this many days (filters and hourly figures need them); the retention job deletes older ones.',
  }),
  dailyDays: whole(1, 760, 760, {
    env: 'ANALYTICS_DAILY_DAYS',
    section: ANALYTICS,
    description:
      "Daily figures per page, source, campaign, device… are kept this many days: at most 760 (25 months, the CNIL's limit for audience measurement).",
    shown: '`760` (25 months)',
  }),
});

const AI = 'AI';

/** The team's AI provider (decision 0076, docs/product.md « AI »): off without a URL and a model. */
const ai = Type.Object({
  baseUrl: optional({
    env: 'AI_BASE_URL',
    section: AI,
    description:
      "The address of an OpenAI-compatible chat completions API, ending before `/chat/completions`: `https://api.openai.com/v1`, Azure OpenAI's `https://<resource>.openai.azure.com/openai/v1`, `https://api.mistral.ai/v1`, a self-hosted Ollama (`http://ollama:11434/v1`), vLLM or LM Studio. With `AI_MODEL`, the console's translation and writing help and `integration-endpoints/Core/InvokeLLM` are on; without either, they are hidden and answer 503 `AI_NOT_CONFIGURED`.",
  }),
  apiKey: optional({
    env: 'AI_API_KEY',
    section: AI,
    description:
      'The bearer key of the provider (empty for a self-hosted model that asks for none); sent only to `AI_BASE_URL`, never logged.',
  }),
  model: optional({
    env: 'AI_MODEL',
    section: AI,
    description:
      'The model every AI call uses (`gpt-4o-mini`, `mistral-small-latest`, `llama3.1`…); on Azure, the deployment name.',
  }),
  monthlyTokenBudget: whole(0, 1_000_000_000_000, 2_000_000, {
    env: 'AI_MONTHLY_TOKEN_BUDGET',
    section: AI,
    description:
      'Tokens (prompt and answer, as the provider counts them) all AI calls may use per calendar month (UTC), for every instance together. Once used up, AI calls answer 429 `AI_BUDGET_SPENT` until the first day of the next month; a call started under the budget may finish past it. `0`: no AI call at all.',
  }),
  timeoutMs: whole(100, 600_000, 60_000, {
    env: 'AI_TIMEOUT_MS',
    section: AI,
    description:
      'Longest, in ms, one AI call may take, retries and a streamed answer included; then it stops and answers 504 `AI_TIMEOUT`.',
    shown: '`60000` (1 minute)',
  }),
  maxRetries: whole(0, 10, 2, {
    env: 'AI_MAX_RETRIES',
    section: AI,
    description:
      'Retries of a call the provider refused with 408, 409, 429 or 5xx, or whose connection failed (waiting 0.5 s, 1 s, 2 s… or what its `Retry-After` asks); a streamed answer is not retried once it has begun.',
  }),
  vision: flag(false, {
    env: 'AI_VISION',
    section: AI,
    description:
      "`true` when `AI_MODEL` reads images: alt text suggestions then send the image itself (one of the site's uploads) rather than only the text around it.",
  }),
  concurrency: whole(1, 64, 4, {
    env: 'AI_CONCURRENCY',
    section: AI,
    description: 'AI calls one instance sends to the provider at once.',
  }),
  queueMax: whole(0, 1000, 16, {
    env: 'AI_QUEUE_MAX',
    section: AI,
    description:
      'AI calls that may wait for a free place (`AI_CONCURRENCY`) on one instance; past it a call answers 429 `AI_BUSY` at once. A waiting call whose client has gone leaves the line.',
  }),
});

const SSO = 'Company sign-in';

/** Sign-in with the company's OpenID Connect provider (decision 0058); off without an issuer. */
const oidc = Type.Object({
  issuer: optional({
    env: 'OIDC_ISSUER',
    section: SSO,
    description:
      'The OpenID Connect issuer of the company\'s identity provider (`https://accounts.google.com`, `https://login.microsoftonline.com/<tenant>/v2.0`, `https://<company>.okta.com`). Set, `/login` offers "Sign in with …"; its redirect URI to register is `PUBLIC_URL/api/apps/APP_ID/auth/sso/callback`. https only (plain http only on a loopback address, for tests). Empty: off.',
  }),
  clientId: optional({
    env: 'OIDC_CLIENT_ID',
    section: SSO,
    description: 'The client id the provider gave this site (required with `OIDC_ISSUER`).',
  }),
  clientSecret: optional({
    env: 'OIDC_CLIENT_SECRET',
    section: SSO,
    description:
      "The client's secret (sent with HTTP Basic to the token endpoint); empty for a public client (PKCE only).",
  }),
  allowedDomains: optional({
    env: 'OIDC_ALLOWED_DOMAINS',
    section: SSO,
    description:
      'Comma-separated e-mail domains whose verified addresses may sign in (`example.com,example.fr`); required with `OIDC_ISSUER`. Other addresses are refused even if the provider vouches for them.',
  }),
  defaultRole: text('contributor', {
    env: 'OIDC_DEFAULT_ROLE',
    section: SSO,
    description:
      'The role of an account created at its first company sign-in: any role but `owner`. An existing account keeps its own.',
  }),
  label: text('SSO', {
    env: 'OIDC_LABEL',
    section: SSO,
    description: 'The words of the button: "Sign in with LABEL" (`Google`, `Microsoft`, `Okta`).',
  }),
});

/**
 * The whole configuration: its type, the bounds and defaults `loadConfig` checks, and the text of
 * every variable in README.md and `.env.example`. Fields without `env` are worked out, not read.
 */
export const configSchema = Type.Object({
  env: Type.Union([Type.Literal('production'), Type.Literal('development'), Type.Literal('test')], {
    default: 'development',
    env: 'NODE_ENV',
    section: SERVER,
    description:
      '`production` for deployments (`npm start` sets it), `development` (logs pretty-printed) or `test`.',
    example: 'production',
  }),
  port: whole(0, 65535, 3000, {
    env: 'PORT',
    section: SERVER,
    description: 'Port the server listens on.',
  }),
  host: text('0.0.0.0', {
    env: 'HOST',
    section: SERVER,
    description: 'Interface the server listens on.',
  }),
  publicUrl: derived({
    env: 'PUBLIC_URL',
    section: SERVER,
    description: "The site's public address (canonical links, sitemap, feeds, e-mails).",
    shown: '`http://localhost:PORT`',
    example: 'http://localhost:3000',
  }),
  logLevel: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    {
      default: 'info',
      env: 'LOG_LEVEL',
      section: SERVER,
      description:
        'pino level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`); logs carry request ids and never bodies, query strings, addresses or tokens.',
    },
  ),
  /** Honour X-Forwarded-For from this many proxies (0 = none). */
  trustProxy: Type.Union([Type.Boolean(), Type.Integer()], {
    default: false,
    env: 'TRUST_PROXY',
    section: SERVER,
    description:
      'Proxy hops to trust for the client address (`X-Forwarded-For`): `false` when clients connect directly, `1` behind one reverse proxy (nginx, Caddy, a load balancer). Rate limits are per client address, so a wrong value puts every visitor in one bucket.',
  }),
  shutdownDrainMs: whole(0, 600_000, 5_000, {
    env: 'SHUTDOWN_DRAIN_MS',
    section: SERVER,
    description:
      "On SIGTERM/SIGINT, time in ms the server keeps serving while `/readyz` answers 503, so a balancer's health check takes it out before it stops listening (rolling restarts, docs/deployment.md); answers carry `Connection: close` meanwhile. At least the health-check interval times its failure count; `0` stops at once. A second signal ends the drain.",
  }),
  shutdownTimeoutMs: whole(0, 600_000, 10_000, {
    env: 'SHUTDOWN_TIMEOUT_MS',
    section: SERVER,
    description:
      'Grace, in ms, for in-flight requests once the server has stopped listening (after `SHUTDOWN_DRAIN_MS`); then it exits with status 1.',
  }),
  /** Lifetime of a cached blog page or feed; `0` turns the page cache off. */
  pageCacheTtlMs: whole(0, 3_600_000, 60_000, {
    env: 'PAGE_CACHE_TTL_MS',
    section: SERVER,
    description:
      'Lifetime, in ms, of a cached blog page or RSS feed (cleared at once when a post changes, on every instance); `0` turns the cache off.',
  }),
  /** Deadline of one post's Markdown render in a worker thread (decision 0038). */
  markdownRenderTimeoutMs: whole(100, 60_000, 10_000, {
    env: 'MARKDOWN_RENDER_TIMEOUT_MS',
    section: SERVER,
    description:
      "Longest, in ms, a blog post's Markdown may take to render (in a worker thread, waiting included). Past it the worker is stopped, the post answers a logged 500 page, and that text is not tried again for 10 minutes.",
  }),
  /** Server renders of pages (blog pages not in the page cache) running at once. */
  renderConcurrency: whole(1, 64, 2, {
    env: 'RENDER_CONCURRENCY',
    section: SERVER,
    description:
      'Server renders of pages not in the page cache (blog listing, searches, posts) run at once; one per core is right. Cached pages, assets and `/healthz` never wait for them.',
  }),
  /** Renders waiting for a slot; past it a 503 with Retry-After. */
  renderQueueMax: whole(0, 10_000, 16, {
    env: 'RENDER_QUEUE_MAX',
    section: SERVER,
    description:
      "Page renders that may wait for a free slot (`RENDER_CONCURRENCY`); past it the page answers 503 with `Retry-After`, in the visitor's language.",
  }),
  /** Uncached page renders per client address and minute; `0` turns the limit off. */
  renderRateLimitMax: whole(0, 100_000, 60, {
    env: 'RENDER_RATE_LIMIT_MAX',
    section: LIMITS,
    description:
      'Page renders not served from the page cache, per client address and minute (searches and unknown posts are uncached by nature); past it 429 with `Retry-After`. Cached pages do not count. `0` turns the limit off.',
  }),
  /** Memory bound of the visitor read cache (API answers of the published blog); `0` turns it off. */
  readCacheMaxBytes: whole(0, 1024 ** 3, 8 * MIB, {
    env: 'READ_CACHE_MAX_BYTES',
    section: SERVER,
    description:
      'Memory bound, in bytes, of the visitor read cache (API answers of the published blog, kept 30 s, cleared at once when a post changes); the least recently used answers go first ([decision 0013](docs/decisions/0013-lru-cache.md)). `0` turns it off.',
    shown: '`8388608` (8 MiB)',
  }),
  /** How long one database statement's `$regex` matching (admins only) may take. */
  regexTimeLimitMs: whole(1, 60_000, 1000, {
    env: 'REGEX_TIME_LIMIT_MS',
    section: SERVER,
    description:
      "Time, in ms, one statement's `$regex` matching may take (admins only; visitors cannot use `$regex`); past it, a 400 `QUERY_TOO_EXPENSIVE` ([decision 0012](docs/decisions/0012-regex-filters.md)).",
  }),
  /** `postgres://…` or a SQLite file path / `file:` URL. */
  databaseUrl: derived({
    env: 'DATABASE_URL',
    section: 'Data',
    description:
      'A SQLite file path or `file:` URL, or `postgres://…` / `postgresql://…` (`?schema=name` keeps the tables in their own schema, created if needed). Any other scheme (`mysql://`, a typo such as `postgress://`) stops the start with a message; passwords are never logged. The file is created owner-only (0600), and one server at a time may use it: a second one on the same file refuses to start.',
    shown: '`./data/vitrine.db`',
    example: './data/vitrine.db',
  }),
  postgres,
  appId: text('vitrine', {
    env: 'APP_ID',
    section: 'Data',
    description: 'The app id in `/api/apps/{APP_ID}/…` (letters, digits, `-` and `_`).',
  }),
  seedContent: flag(true, {
    env: 'SEED_CONTENT',
    section: 'Data',
    description:
      'Decided at the first start of a new database only: adds the demo blog articles when the blog is empty (unless `SEED_DEMO_POSTS=false`), and notes the blog seed in the `seeds` table, with or without them; later starts never add them again, so a deleted demo post stays deleted. A database that already has posts or an account when it is upgraded is noted as seeded. Also gives each kind of site content (plans, FAQ, testimonials, team, values, figures) its first records once per database, when its table is empty. Never changes existing records.',
  }),
  seedDemoPosts: flag(true, {
    env: 'SEED_DEMO_POSTS',
    section: 'Data',
    description:
      'With `SEED_CONTENT=true`, whether the demo blog articles are among what the first start of a new database adds. `false` (as `compose.yaml` sets it): the site content is seeded, the blog starts empty.',
  }),
  /** Where uploaded images are stored (served at `/uploads/<name>`). */
  uploadDir: text('data/uploads', {
    env: 'UPLOAD_DIR',
    section: 'Data',
    description:
      'Where uploaded images are kept (created at start; relative paths are from the repository), served at `/uploads/<name>`. Keep it on persistent storage and back it up with the database. With `UPLOAD_STORAGE=s3` it only holds uploads while they are encoded.',
    shown: '`./data/uploads`',
    example: './data/uploads',
  }),
  /** Where uploads are kept: `UPLOAD_DIR`, or an S3 bucket (decision 0032). */
  uploadStorage,
  /** Where the pre-rendered pages rewritten for this origin and app id keep their compressed files. */
  prerenderCacheDir: derived({
    env: 'PRERENDER_CACHE_DIR',
    section: 'Data',
    description:
      'Where the pre-rendered pages, once rewritten for `PUBLIC_URL` and `APP_ID`, keep their brotli and gzip files, so that a restart does not compress them again (about 3 CPU-seconds; [decision 0050](docs/decisions/0050-start-time.md)). Only the current build, origin and app id are kept; it may be deleted at any time. If it cannot be written, every start compresses again in the background.',
    shown: '`prerendered-pages` beside `UPLOAD_DIR` (`./data/prerendered-pages`)',
    example: './data/prerendered-pages',
  }),
  /** `redis://…`: shares rate limits across instances (REDIS_URL); in memory without it. */
  redisUrl: optional({
    env: 'REDIS_URL',
    section: 'Several instances',
    description:
      '`redis://[:password@]host:6379[/db]` or `rediss://…` (TLS): the visitor write limits and failed sign-in limits are shared by every instance. Without it each process counts alone. If Redis is down, visitor writes fail open (logged) and sign-ins are limited per instance. Caches are cleared across instances through PostgreSQL LISTEN/NOTIFY without it. See [decision 0010](docs/decisions/0010-scale-out.md).',
  }),
  /** Prefix of every Redis key Vitrine writes (several deployments or test runs on one Redis). */
  redisKeyPrefix: text('vitrine:', {
    env: 'REDIS_KEY_PREFIX',
    section: 'Several instances',
    description: 'Prefix of every Redis key (several deployments on one Redis).',
  }),
  adminEmail: optional({
    env: 'ADMIN_EMAIL',
    section: 'Admin accounts',
    description:
      'With `ADMIN_PASSWORD` (both or neither, password ≥ 12 characters): creates this admin at start if missing. Later changes go through `npm run admin -- reset-password <email>`.',
  }),
  adminPassword: optional({
    env: 'ADMIN_PASSWORD',
    section: 'Admin accounts',
    description: 'The password of `ADMIN_EMAIL` (at least 12 characters).',
  }),
  sessionTtlHours: whole(1, 24 * 90, 12, {
    env: 'SESSION_TTL_HOURS',
    section: 'Admin accounts',
    description: 'Lifetime of a sign-in token, in hours.',
  }),
  /** Key of the preview links; else one kept in the database (`blog/preview-secret.ts`). */
  previewSecret: optional({
    env: 'PREVIEW_SECRET',
    section: 'Admin accounts',
    description:
      "Key of the blog's preview links (HMAC-SHA256). Without it the server makes one at first use and keeps it in the database, so every instance agrees; set it to change the key (every link already sent stops working).",
  }),
  /** Visitor writes allowed per client IP per minute. */
  rateLimitMax: whole(1, 1_000_000, 30, {
    env: 'RATE_LIMIT_MAX',
    section: LIMITS,
    description: 'Visitor writes (form submissions) per client address per minute.',
  }),
  /** Failed sign-ins (and set-password links) allowed per client IP and per e-mail per 15 minutes. */
  loginRateLimitMax: whole(1, 1_000_000, 10, {
    env: 'LOGIN_RATE_LIMIT_MAX',
    section: LIMITS,
    description:
      'Failed sign-ins per 15 minutes per client address (successes never count; refused set-password links do); then that address gets 429 with `Retry-After`. Past as many failures on one e-mail, from any addresses, its sign-ins are slowed (1 s, doubling every further `LOGIN_RATE_LIMIT_MAX` failures, at most 8 s) but never refused, so nobody can lock its owner out. Refused API keys (`vtr_` tokens) are counted apart, per address, with the same limit: past it, the refused keys of that address get 429.',
  }),
  /** Failed sign-ins allowed across all addresses and e-mails per 5 minutes. */
  loginGlobalFailureMax: whole(1, 1_000_000, 100, {
    env: 'LOGIN_GLOBAL_FAILURE_MAX',
    section: LIMITS,
    description:
      'Failed sign-ins per 5 minutes from all addresses together (a spray from many addresses, each under its own limit). Past it, until the window ends, only an address with no failure of its own may try (once), others get 429 `RATE_LIMITED`: an admin signing in from a clean connection still gets in.',
  }),
  passwordHashConcurrency: whole(1, 4, 2, {
    env: 'PASSWORD_HASH_CONCURRENCY',
    section: LIMITS,
    description:
      "Password checks (scrypt, about 50 ms and 16 MiB each) computed at once; they share libuv's 4 threads with file reads, uploads and compression, which keep the others.",
  }),
  passwordHashQueueMax: whole(0, 1000, 16, {
    env: 'PASSWORD_HASH_QUEUE_MAX',
    section: LIMITS,
    description:
      'Sign-ins that may wait for a password check; past it they get 503 `SIGN_IN_BUSY` with `Retry-After: 2`, and `/readyz` reports `sign_in: "saturated"`. Sign-ins with no failure on their address and e-mail (another admin) wait in a line of their own, a quarter as long, checked first. A waiting sign-in whose client has gone is dropped.',
  }),
  bodyLimitBytes: whole(KIB, 50 * MIB, 64 * KIB, {
    env: 'BODY_LIMIT_BYTES',
    section: LIMITS,
    description: 'Largest JSON body from visitors, in bytes.',
    shown: '`65536` (64 KiB)',
  }),
  adminBodyLimitBytes: whole(KIB, 50 * MIB, MIB, {
    env: 'ADMIN_BODY_LIMIT_BYTES',
    section: LIMITS,
    description: 'Largest JSON body from signed-in admins (blog posts, bulk writes), in bytes.',
    shown: '`1048576` (1 MiB)',
  }),
  importLimitBytes: whole(KIB, 500 * MIB, 10 * MIB, {
    env: 'IMPORT_LIMIT_BYTES',
    section: LIMITS,
    description: 'Largest file accepted by `…/{Entity}/import`, in bytes.',
    shown: '`10485760` (10 MiB)',
  }),
  /** Largest image accepted by `integration-endpoints/Core/UploadFile`. */
  uploadMaxBytes: whole(KIB, 100 * MIB, 5 * MIB, {
    env: 'UPLOAD_MAX_BYTES',
    section: LIMITS,
    description:
      'Largest image an admin may upload (PNG, JPEG, WebP, GIF, AVIF; `integration-endpoints/Core/UploadFile`), in bytes.',
    shown: '`5242880` (5 MiB)',
  }),
  /** Uploads whose variants may wait at once; past it an upload answers 429. */
  uploadVariantQueueMax: whole(1, 1000, 20, {
    env: 'UPLOAD_VARIANT_QUEUE_MAX',
    section: LIMITS,
    description:
      'Uploads whose variants (AVIF, WebP, JPEG/PNG widths) may wait to be made at once, one at a time in the background; past it an upload answers 429 `UPLOAD_QUEUE_FULL` with `Retry-After` and stores nothing.',
  }),
  /** The React Router build (server bundle and client assets). */
  webBuildDir: text('apps/web/build', {
    env: 'WEB_BUILD_DIR',
    section: 'Development and tooling',
    description: 'Where the web build lives (relative to the repository).',
  }),
  /** Serve the web app through Vite's dev server instead of the build. */
  webDevMode: flag(false, {
    env: 'WEB_DEV_MODE',
    section: 'Development and tooling',
    description:
      '`npm run dev` sets it: pages are rendered from source through Vite with hot reload.',
  }),
  /** Adds `/__bench/constant` for `npm run bench`'s baseline. Never on in production. */
  benchRoutes: flag(false, {
    env: 'BENCH_ROUTES',
    section: 'Development and tooling',
    description:
      'Benchmark only: adds `/__bench/constant`, the baseline of `npm run bench`. Never in production.',
  }),
  webRoot: Type.String(),
  seedDir: Type.String(),
  mail,
  webhooks,
  cdn,
  newsletter,
  ai,
  formChallenge,
  http,
  realtime,
  retention,
  oidc,
  analytics,
  metrics,
  tracing,
});

export type AppConfig = Static<typeof configSchema>;
export type MailConfig = AppConfig['mail'];
export type WebhookConfig = AppConfig['webhooks'];
export type CdnConfig = AppConfig['cdn'];
export type NewsletterConfig = AppConfig['newsletter'];
export type AiConfig = AppConfig['ai'];
export type FormChallengeConfig = AppConfig['formChallenge'];
export type HttpLimits = AppConfig['http'];
export type RealtimeConfig = AppConfig['realtime'];
export type RetentionConfig = AppConfig['retention'];
export type MetricsConfig = AppConfig['metrics'];
export type TracingConfig = AppConfig['tracing'];
export type AnalyticsConfig = AppConfig['analytics'];
export type OidcConfig = AppConfig['oidc'];
export type LogLevel = AppConfig['logLevel'];

/** Variables only the tests and tools read; documented with the others. */
export const TOOLING_VARIABLES: readonly (VariableDocs & { default?: string })[] = [
  {
    env: 'TEST_DATABASE_URL',
    section: 'Development and tooling',
    description:
      'Tests only: a PostgreSQL URL makes the server suite run on PostgreSQL too (`postgres://postgres@127.0.0.1:5432/test`). Unset, that half does not run and the test summary says so; with `CI=true` the run fails instead.',
    example: 'postgres://postgres@127.0.0.1:5432/test',
  },
  {
    env: 'TEST_REDIS_URL',
    section: 'Development and tooling',
    description:
      'Tests only: the Redis of the scale-out tests (two servers on one PostgreSQL schema); they are skipped when it does not answer (the test summary says so), and fail with `CI=true`.',
    default: 'redis://127.0.0.1:6379',
  },
  {
    env: 'CHROMIUM_PATH',
    section: 'Development and tooling',
    description: 'Tests and benchmarks: the system Chromium for journeys (never a downloaded one).',
    default: '/usr/bin/chromium',
  },
];

/** One documented variable with its schema. */
export interface ConfigVariable {
  docs: VariableDocs;
  schema: TSchema & { default?: unknown };
}
