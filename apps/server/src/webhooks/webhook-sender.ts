import http from 'node:http';
import https from 'node:https';
import { Webhook as Signer } from 'standardwebhooks';
import { checkWebhookTarget, publicOnlyLookup, WebhookTargetError } from './webhook-address';

/** How long one attempt may take, connection to last byte read. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer that is read; the rest is dropped with the connection. */
export const RESPONSE_READ_MAX_BYTES = 4 * 1024;

export interface DeliveryAttempt {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  /** The `webhook-timestamp` (the attempt's time; the signature covers it). */
  at: Date;
}

export interface DeliveryResult {
  ok: boolean;
  code?: number;
  durationMs: number;
  error?: string;
}

/** The Standard Webhooks headers of one attempt. */
export function signedHeaders({ secret, messageId, payload, at }: Omit<DeliveryAttempt, 'url'>) {
  const signature = new Signer(secret).sign(messageId, at, payload);
  return {
    'content-type': 'application/json',
    'user-agent': 'Vitrine-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * POSTs signed events. Unless private networks are allowed, the host is checked before the
 * request and again by the agent's lookup when connecting (no rebinding gap). Redirects are not
 * followed (a 3xx is a failure); 2xx is success.
 */
export class WebhookSender {
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(
    private readonly allowPrivate: boolean,
    private readonly timeoutMs = DELIVERY_TIMEOUT_MS,
  ) {
    const lookup = allowPrivate ? undefined : (publicOnlyLookup as never);
    this.agents = {
      http: new http.Agent({ keepAlive: true, maxSockets: 16, lookup }),
      https: new https.Agent({ keepAlive: true, maxSockets: 16, lookup }),
    };
  }

  async send(attempt: DeliveryAttempt): Promise<DeliveryResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = await checkWebhookTarget(attempt.url, this.allowPrivate);
    } catch (error) {
      const message = error instanceof WebhookTargetError ? error.message : 'Invalid URL';
      return { ok: false, durationMs: elapsed(), error: message };
    }
    try {
      const code = await this.post(url, attempt);
      const ok = code >= 200 && code < 300;
      return { ok, code, durationMs: elapsed(), error: ok ? undefined : `HTTP ${code}` };
    } catch (error) {
      return { ok: false, durationMs: elapsed(), error: describe(error) };
    }
  }

  private post(url: URL, attempt: DeliveryAttempt) {
    const client = url.protocol === 'https:' ? https : http;
    const agent = url.protocol === 'https:' ? this.agents.https : this.agents.http;
    const body = Buffer.from(attempt.payload, 'utf8');
    return new Promise<number>((resolve, reject) => {
      const request = client.request(url, {
        method: 'POST',
        agent,
        headers: { ...signedHeaders(attempt), 'content-length': String(body.length) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let read = 0;
        const code = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_READ_MAX_BYTES) {
            response.destroy();
            resolve(code);
          }
        });
        response.on('end', () => resolve(code));
        response.on('error', () => resolve(code));
      });
      request.end(body);
    });
  }

  close() {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}

function describe(error: unknown) {
  if (!(error instanceof Error)) return 'Delivery failed';
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'Timed out';
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EWEBHOOKPRIVATE') return error.message;
  return code ? `Connection failed (${code})` : error.message.slice(0, 200);
}
