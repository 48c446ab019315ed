import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { MetricsConfig } from '../config';
import { unauthorized } from '../http/http-error';
import { createMetricsRegistry, type MetricSources } from './metrics-registry';

/** The route label of requests no route matched (404s), so any URL counts as one series. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The scheme of an `Authorization` header is case-insensitive (RFC 9110 §11.1). */
const BEARER_SCHEME = /^bearer +/i;

/**
 * Compares the whole `Authorization` header, its scheme spelled `Bearer `, with the expected one
 * in constant time: both are hashed first, so neither their content nor their length shows.
 */
function bearerCheck(token: string) {
  const expected = digest(`Bearer ${token}`);
  return (header: string | undefined) =>
    timingSafeEqual(digest((header ?? '').replace(BEARER_SCHEME, 'Bearer ')), expected);
}

/** `GET /metrics` on the main port, for requests that send the token. */
function registerTokenRoute(app: FastifyInstance, registry: Registry, token: string) {
  const authorized = bearerCheck(token);
  app.get('/metrics', async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      const error = unauthorized('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>');
      error.headers = { 'www-authenticate': 'Bearer' };
      throw error;
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

const json = (response: http.ServerResponse, status: number, body: object) =>
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));

/**
 * A second listener on 127.0.0.1 only, answering `GET /metrics` without a token (an agent on the
 * same machine). It opens when the server is ready and closes with it.
 */
function registerLocalListener(app: FastifyInstance, registry: Registry, port: number) {
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      json(response, 404, { message: 'Only GET /metrics is served here', code: 'NOT_FOUND' });
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: the scrape failed');
        json(response, 500, { message: 'The metrics could not be read', code: 'INTERNAL_ERROR' });
      },
    );
  });
  app.addHook(
    'onReady',
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          server.on('error', (error) => app.log.error({ err: error }, 'metrics: listener error'));
          app.log.info({ port }, 'metrics served on 127.0.0.1');
          resolve();
        });
      }),
  );
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
  });
}

/**
 * `/metrics` in the Prometheus text format (docs/deployment.md, Monitoring): with METRICS_TOKEN
 * on the main port, with METRICS_PORT on a local listener, off (404) without either. Register it
 * before the routes, so its hook times every request.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: MetricsConfig,
  sources: MetricSources,
) {
  if (config.token === undefined && config.port === undefined) return;
  const { registry, requestDuration } = createMetricsRegistry(sources);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern (`/api/apps/:appId/entities/:entity`), never the URL: a bounded label set.
      route: (request.is404 ? undefined : request.routeOptions.url) ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  if (config.token !== undefined) registerTokenRoute(app, registry, config.token);
  if (config.port !== undefined) registerLocalListener(app, registry, config.port);
}
