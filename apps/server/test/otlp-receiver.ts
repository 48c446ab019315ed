import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One OTLP attribute value as the JSON encoding writes it. */
type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type Attribute = { key: string; value: AnyValue };

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** The resource's `service.name`. */
  service: string | undefined;
  attributes: Record<string, string | number | boolean | undefined>;
}

export interface ExportRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function flatten(attributes: Attribute[] = []) {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue === undefined ? value.boolValue : Number(value.intValue)),
    ]),
  );
}

type TracesBody = {
  resourceSpans?: {
    resource?: { attributes?: Attribute[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'attributes' | 'service'> & {
        attributes?: Attribute[];
      })[];
    }[];
  }[];
};

/** The spans of an OTLP/HTTP JSON export (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`). */
export function spansOf(body: string): ReceivedSpan[] {
  const parsed = JSON.parse(body) as TracesBody;
  return (parsed.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = flatten(resourceSpans.resource?.attributes)['service.name'];
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId,
        name: span.name,
        service: typeof service === 'string' ? service : undefined,
        attributes: flatten(span.attributes),
      })),
    );
  });
}

/** A collector stand-in on 127.0.0.1: records every request it gets and accepts it. */
export async function startOtlpReceiver() {
  const requests: ExportRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      // An empty ExportTraceServiceResponse: `{}` in JSON, no bytes at all in protobuf.
      const type = request.headers['content-type'] ?? 'application/json';
      response.writeHead(200, { 'content-type': type }).end(type.includes('json') ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    spans: () => requests.flatMap((request) => spansOf(request.body)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
