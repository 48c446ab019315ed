import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver } from './otlp-receiver';
import { watchResolvedPackages } from './resolved-packages';
import { freePort, killAllServers, startServer, WEB_BUILT } from './server-process';
import { testDatabases } from './test-app';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-tracing-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

/** The OpenTelemetry packages the server resolved: none at all without an endpoint. */
const watchResolutions = (name: string) =>
  watchResolvedPackages(dir, name, /^@opentelemetry\/|^@fastify\/otel/);

const SECRET_QUERY = `q${randomBytes(8).toString('hex')}`;
const SECRET_AUTH = `a${randomBytes(8).toString('hex')}`;
const ENTITY_ROUTE = '/api/apps/:appId/entities/:entity';

describe.each(testDatabases())('OpenTelemetry traces on $name (built server)', (testDatabase) => {
  const created = testDatabase.create();
  afterAll(created.drop);
  const databaseUrl = (name: string) =>
    testDatabase.name === 'sqlite' ? path.join(dir, `${name}.db`) : created.url;

  it('exports one span per request, named by route pattern, flushed on shutdown', async () => {
    const receiver = await startOtlpReceiver();
    const watch = watchResolutions(`${testDatabase.name}-on`);
    const server = await startServer({
      ...watch.env,
      DATABASE_URL: databaseUrl('on'),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-token=c0llect0r',
      // Nothing is exported on a timer during the test: what arrives comes from the shutdown.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const api = await fetch(
      `${server.url}/api/apps/vitrine/entities/BlogPost?limit=1&token=${SECRET_QUERY}`,
      {
        headers: {
          authorization: `Bearer ${SECRET_AUTH}`,
          traceparent: `00-${traceId}-${parentId}-01`,
        },
      },
    );
    expect(api.status).toBe(200);
    expect((await fetch(`${server.url}/no-such-thing?token=${SECRET_QUERY}`)).status).toBe(404);
    const page = WEB_BUILT ? await fetch(`${server.url}/tarifs`) : undefined;
    if (page) expect(page.status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(receiver.requests).toHaveLength(0);

    expect(await server.stop()).toBe(0);
    await receiver.close();

    expect(watch.resolved()).toContain('@fastify/otel');
    // OpenTelemetry's own warnings (a failed export) would be logged with this prefix.
    expect(server.output()).not.toContain('opentelemetry:');
    expect(receiver.requests.length).toBeGreaterThan(0);
    for (const request of receiver.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1/traces');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-collector-token']).toBe('c0llect0r');
      expect(request.body).not.toContain(SECRET_QUERY);
      expect(request.body).not.toContain(SECRET_AUTH);
    }
    const spans = receiver.spans();
    for (const span of spans) {
      expect(span.service).toBe('vitrine');
      expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span.traceId).not.toMatch(/^0+$/);
      expect(span.attributes['url.path']).not.toBe('/healthz');
    }

    const apiSpan = spans.find((span) => span.name === `GET ${ENTITY_ROUTE}`);
    expect(apiSpan?.attributes).toMatchObject({
      'http.route': ENTITY_ROUTE,
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'url.path': '/api/apps/vitrine/entities/BlogPost',
    });
    // The caller's `traceparent` is continued.
    expect(apiSpan?.traceId).toBe(traceId);
    expect(apiSpan?.parentSpanId).toBe(parentId);
    // Its handler span is a child in the same trace, named after the route too.
    const handler = spans.find((span) => span.parentSpanId === apiSpan?.spanId);
    expect(handler?.traceId).toBe(traceId);
    expect(handler?.name).toBe(`handler GET ${ENTITY_ROUTE}`);

    // With the web app a 404 goes through its catch-all route; without it no route matches.
    const notFound = spans.find((span) => span.attributes['http.response.status_code'] === 404);
    expect(notFound?.attributes['url.path']).toBe('/no-such-thing');
    const notFoundRoute = notFound?.attributes['http.route'];
    expect(notFound?.name).toBe(notFoundRoute ? `GET ${String(notFoundRoute)}` : 'GET');

    if (page) {
      const pageSpan = spans.find((span) => span.attributes['url.path'] === '/tarifs');
      expect(pageSpan?.attributes['http.response.status_code']).toBe(200);
      expect(pageSpan?.name).toBe(`GET ${String(pageSpan?.attributes['http.route'])}`);
    }
  });

  it('exports in protobuf by default, under OTEL_SERVICE_NAME', async () => {
    const receiver = await startOtlpReceiver();
    const server = await startServer({
      DATABASE_URL: databaseUrl('protobuf'),
      OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/`,
      OTEL_SERVICE_NAME: 'vitrine-staging',
    });
    expect((await fetch(`${server.url}/api/apps/vitrine/entities/BlogPost`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    await receiver.close();

    expect(receiver.requests.map((request) => request.path)).toContain('/v1/traces');
    const request = receiver.requests.find((each) => each.body.includes(ENTITY_ROUTE));
    expect(request?.headers['content-type']).toBe('application/x-protobuf');
    // Protobuf keeps strings as UTF-8 bytes: the names can be read in the binary body.
    expect(request?.body).toContain(`GET ${ENTITY_ROUTE}`);
    expect(request?.body).toContain('vitrine-staging');
    expect(server.output()).not.toContain('opentelemetry:');
  });

  it('shuts down cleanly, with a warning, when the collector cannot be reached', async () => {
    const server = await startServer({
      DATABASE_URL: databaseUrl('unreachable'),
      // A port nobody listens on: every export is refused.
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    });
    expect((await fetch(`${server.url}/api/apps/vitrine/entities/BlogPost`)).status).toBe(200);
    const stopping = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(8000);
    expect(server.output()).toContain('opentelemetry: the last spans');
  });

  it.each([
    ['without an endpoint', { OTEL_EXPORTER_OTLP_ENDPOINT: '' }],
    ['with OTEL_SDK_DISABLED', { OTEL_SDK_DISABLED: 'true' }],
  ])('loads no OpenTelemetry package and exports nothing %s', async (name, otelEnv) => {
    const receiver = await startOtlpReceiver();
    const watch = watchResolutions(`${testDatabase.name}-${name.split(' ').pop()}`);
    const server = await startServer({
      ...watch.env,
      DATABASE_URL: databaseUrl('off'),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
      ...otelEnv,
    });
    expect((await fetch(`${server.url}/api/apps/vitrine/entities/BlogPost`)).status).toBe(200);
    expect((await fetch(`${server.url}/no-such-thing`)).status).toBe(404);
    expect(await server.stop()).toBe(0);
    await receiver.close();

    expect(watch.resolved()).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });
});
