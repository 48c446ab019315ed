/** The two calls of a pino logger the outage lines use. */
export interface OutageLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface DatabaseOutageOptions {
  /** Asks the database something trivial; resolves once it answers. */
  ping: () => Promise<unknown>;
  log: OutageLog;
  /** How often the database is asked, during an outage, whether it is back (1 s). */
  probeMs?: number;
  now?: () => number;
}

/** What a log line may say of a connection error: its code and first message line, no stack. */
function summary(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const nested = (error as { errors?: unknown[] } | undefined)?.errors?.[0] as
    { message?: unknown } | undefined;
  const text = String(message || nested?.message || error).split('\n')[0]!;
  return { code: typeof code === 'string' ? code : undefined, message: text.slice(0, 300) };
}

/**
 * One warning per database outage instead of one stack trace per failed request: the first
 * request (or readiness check) that cannot reach the database logs "Database unreachable: …" at
 * `warn`; the next ones only count. Meanwhile the database is pinged every `probeMs` (one ping
 * at a time); the first answer, or any successful readiness check, ends the outage with one
 * "Database reachable again after N s" line at `info` giving the duration and how many requests
 * failed. The counter is one number whatever the traffic.
 */
export class DatabaseOutage {
  private since: number | undefined;
  private failures = 0;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: DatabaseOutageOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether an outage is under way. */
  get ongoing() {
    return this.since !== undefined;
  }

  /** Notes a request that failed because the database was unreachable; `log` carries its id. */
  failed(error: unknown, log: OutageLog = this.options.log) {
    this.failures += 1;
    if (this.since !== undefined) return;
    this.since = this.now();
    const { code, message } = summary(error);
    log.warn(
      { code, error: message },
      `Database unreachable: ${message}; requests answer 503 until it is back`,
    );
    this.probe = setInterval(() => void this.check(), this.options.probeMs ?? 1000);
    this.probe.unref();
  }

  /** Notes that the database answered (a readiness check): ends an outage under way. */
  reachable() {
    if (this.since === undefined) return;
    const seconds = Math.round((this.now() - this.since) / 100) / 10;
    this.options.log.info(
      { outage_seconds: seconds, failed_requests: this.failures },
      `Database reachable again after ${seconds} s (${this.failures} requests failed)`,
    );
    this.since = undefined;
    this.failures = 0;
    this.stopProbe();
  }

  /** Stops the pings (the server closes). */
  close() {
    this.stopProbe();
  }

  private stopProbe() {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private async check() {
    if (this.probing) return;
    this.probing = true;
    try {
      await this.options.ping();
      this.reachable();
    } catch {
      // Still down: the outage's one warning is already written.
    } finally {
      this.probing = false;
    }
  }
}
