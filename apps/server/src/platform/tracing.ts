import type { Span } from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TracingConfig } from '../config';

/** OpenTelemetry traces of the requests, when an OTLP endpoint is configured (decision 0029). */
export interface Tracing {
  /** Registers the request instrumentation; before any route or hook, so all of them are seen. */
  register(app: FastifyInstance): Promise<void>;
  /** Exports the spans still buffered and stops the exporter. */
  shutdown(): Promise<void>;
}

/** How long the shutdown waits for the last spans: a collector out of reach must not hold it. */
const FLUSH_GRACE_MS = 3000;

/** Probes and scrapes call these every few seconds: they would only be noise in the traces. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function tracingEnabled(config: TracingConfig) {
  return !config.disabled && Boolean(config.endpoint || config.tracesEndpoint);
}

/** The URL without its query string, which can hold tokens (newsletter, set-password links). */
export function pathOnly(url: string) {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** `GET /api/apps/:appId/entities/:entity`, or the bare method when no route matched (a 404). */
export function requestSpanName(request: Pick<FastifyRequest, 'method' | 'routeOptions'>) {
  const route = request.routeOptions.url;
  return route ? `${request.method} ${route}` : request.method;
}

function describeRequest(span: Span, request: FastifyRequest) {
  span.updateName(requestSpanName(request));
  // @fastify/otel records `request.url`, query string included: keep the path only.
  span.setAttribute('url.path', pathOnly(request.url));
}

/**
 * The handler span (and a not-found handler's): named after the route rather than after the
 * plugin that declared it, which @fastify/otel takes from the function's source text.
 */
function describeHandler(span: Span, info: { hookName: string; request: FastifyRequest }) {
  span.updateName(`${info.hookName} ${requestSpanName(info.request)}`);
  span.setAttribute('hook.name', info.hookName);
}

/** OpenTelemetry's own warnings and errors (a collector that cannot be reached) in our log. */
function diagnosticsTo(log: FastifyBaseLogger) {
  // Component loggers pass their name first and the message after it.
  const warn = (...parts: unknown[]) => log.warn(`opentelemetry: ${parts.map(String).join(' ')}`);
  const ignore = () => {};
  return { error: warn, warn, info: ignore, debug: ignore, verbose: ignore };
}

/**
 * Loads the OpenTelemetry SDK and starts exporting, or answers undefined without loading any of
 * it when no endpoint is set. The exporter reads the standard `OTEL_EXPORTER_OTLP_*` variables
 * (endpoint, headers, timeout) and the provider `OTEL_TRACES_SAMPLER` from the environment.
 */
export async function startTracing(config: TracingConfig): Promise<Tracing | undefined> {
  if (!tracingEnabled(config)) return undefined;
  // Dynamic imports of the packages themselves: the bundle keeps them out of the start path.
  const [api, sdk, resources, exporters, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
    config.protocol === 'http/json'
      ? import('@opentelemetry/exporter-trace-otlp-http')
      : import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@fastify/otel'),
  ]);

  const resource = resources
    .defaultResource()
    .merge(resources.detectResources({ detectors: [resources.envDetector] }))
    .merge(resources.resourceFromAttributes({ 'service.name': config.serviceName }));
  const provider = new sdk.NodeTracerProvider({
    resource,
    spanProcessors: [new sdk.BatchSpanProcessor(new exporters.OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context and W3C `traceparent` propagation, for the whole process.
  provider.register();

  const instrumentation = new FastifyOtelInstrumentation({
    // One span per request and one for its handler; hook spans would multiply the volume.
    instrumentHooks: false,
    requestHook: describeRequest,
    lifecycleHook: describeHandler,
    ignorePaths: ({ url }) => UNTRACED_PATHS.has(pathOnly(url)),
  });
  instrumentation.setTracerProvider(provider);

  let log: FastifyBaseLogger | undefined;
  return {
    async register(app) {
      log = app.log;
      api.diag.setLogger(diagnosticsTo(app.log), api.DiagLogLevel.WARN);
      await app.register(instrumentation.plugin());
    },
    async shutdown() {
      // Settles either way: a failed export must not end the graceful shutdown.
      const flushed = provider.shutdown().then(
        () => 'flushed',
        (error: unknown) => error,
      );
      const late = new Promise((resolve) => setTimeout(resolve, FLUSH_GRACE_MS, 'late').unref());
      const outcome = await Promise.race([flushed, late]);
      if (outcome === 'late') {
        log?.warn(`opentelemetry: the last spans were not exported within ${FLUSH_GRACE_MS} ms`);
      } else if (outcome !== 'flushed') {
        log?.warn({ err: outcome }, 'opentelemetry: the last spans could not be exported');
      }
    },
  };
}
