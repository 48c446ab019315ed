import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BalancerStats {
  /** Requests answered by an upstream. */
  answered: number;
  /** Requests passed to the other upstream after a refused or reset connection. */
  retried: number;
  /**
   * Connections refused by an upstream the health check still called healthy: the instance
   * stopped listening before the balancer took it out. A balancer that does not retry (a
   * Kubernetes Service, most cloud balancers) fails each of these requests.
   */
  refusedWhileHealthy: number;
  /** Requests no upstream answered (the client got a 502). */
  failed: number;
  /** Why each failed request failed, e.g. `POST ECONNRESET` (the first 20). */
  failures: string[];
}

export interface TestBalancer {
  url: string;
  stats: BalancerStats;
  /** Whether the health check currently sends traffic to the upstream on this port. */
  healthy(port: number): boolean;
  close(): Promise<void>;
}

interface Upstream {
  port: number;
  healthy: boolean;
  agent: http.Agent;
}

/** Errors of the connect phase: nothing reached the upstream, any method may go elsewhere. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A reverse proxy that behaves like nginx or Caddy in front of several instances: kept-alive
 * connections to each upstream, round robin over the upstreams whose active health check
 * (`GET /readyz` every `healthIntervalMs`, out after one failure, back after one success) passes,
 * idle connections dropped after `keepAliveMs`, and `proxy_next_upstream error`: a request goes to the next upstream when the connection was
 * refused, or, for GET/HEAD only, reset before any byte of the answer. Never after a byte of the
 * answer, and never a POST that may have reached the upstream. An answer, 503 included, is passed
 * on as it is.
 */
export async function startTestBalancer(
  ports: number[],
  { healthIntervalMs = 250, keepAliveMs = 2000 } = {},
): Promise<TestBalancer> {
  const upstreams: Upstream[] = ports.map((port) => ({
    port,
    healthy: false,
    // An idle connection is dropped after `keepAliveMs` (nginx `keepalive_timeout`).
    agent: new http.Agent({ keepAlive: true, maxSockets: 32, timeout: keepAliveMs }),
  }));
  const stats: BalancerStats = {
    answered: 0,
    retried: 0,
    refusedWhileHealthy: 0,
    failed: 0,
    failures: [],
  };
  let turn = 0;

  const check = async (upstream: Upstream) => {
    upstream.healthy = await new Promise<boolean>((resolve) => {
      const request = http.get(
        { host: '127.0.0.1', port: upstream.port, path: '/readyz', agent: false, timeout: 2000 },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(false));
    });
  };
  let checking = true;
  // Each upstream on its own: a slow answer of one does not delay the other's check.
  const checks = Promise.all(
    upstreams.map(async (upstream) => {
      while (checking) {
        await check(upstream);
        await new Promise((resolve) => setTimeout(resolve, healthIntervalMs));
      }
    }),
  );
  await Promise.all(upstreams.map(check));

  /** The upstreams to try, in order: the healthy ones from the next in turn, then the others. */
  const order = () => {
    turn += 1;
    const rotated = upstreams.map((_, i) => upstreams[(turn + i) % upstreams.length]!);
    return [...rotated.filter((u) => u.healthy), ...rotated.filter((u) => !u.healthy)];
  };

  const forward = (
    upstream: Upstream,
    incoming: http.IncomingMessage,
    body: Buffer,
    outgoing: http.ServerResponse,
  ) =>
    new Promise<{ ok: true } | { ok: false; retry: boolean; reason: string }>((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          agent: upstream.agent,
          headers: { ...incoming.headers, connection: 'keep-alive', 'x-forwarded-for': '10.9.0.1' },
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          response.on('end', () => resolve({ ok: true }));
          response.on('error', () => {
            outgoing.destroy();
            resolve({ ok: false, retry: false, reason: 'reset during the answer' });
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        if (code === 'ECONNREFUSED' && upstream.healthy) stats.refusedWhileHealthy += 1;
        const retry = CONNECT_ERRORS.has(code) || IDEMPOTENT.has(incoming.method ?? '');
        resolve({ ok: false, retry, reason: `${incoming.method} ${incoming.url} ${code}` });
      });
      request.end(body);
    });

  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let reason = 'no upstream';
    for (const [i, upstream] of order().entries()) {
      if (i > 0) stats.retried += 1;
      const result = await forward(upstream, incoming, body, outgoing);
      if (result.ok) {
        stats.answered += 1;
        return;
      }
      reason = result.reason;
      if (!result.retry) break;
    }
    stats.failed += 1;
    if (stats.failures.length < 20) stats.failures.push(reason);
    if (!outgoing.headersSent) outgoing.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    healthy: (upstreamPort) => upstreams.some((u) => u.port === upstreamPort && u.healthy),
    async close() {
      checking = false;
      await checks;
      for (const upstream of upstreams) upstream.agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
