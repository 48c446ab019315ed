import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { pathOnly, requestSpanName, startTracing, tracingEnabled } from './tracing';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('tracing settings', () => {
  it('is off by default and starts nothing', async () => {
    const config = loadConfig({});
    expect(config.tracing).toMatchObject({ serviceName: 'vitrine', protocol: 'http/protobuf' });
    expect(tracingEnabled(config.tracing)).toBe(false);
    expect(await startTracing(config.tracing)).toBeUndefined();
  });

  it('turns on with either endpoint, unless OTEL_SDK_DISABLED', () => {
    const on = (env: Record<string, string>) => tracingEnabled(loadConfig(env).tracing);
    expect(on({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(on({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://c.example/v1/traces' })).toBe(true);
    expect(on({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
    expect(
      on({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });

  it('refuses gRPC and non-HTTP endpoints without echoing them', () => {
    const problems = problemsOf({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://user:s3cret@collector:4317',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
    });
    expect(problems).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    expect(problems).toMatch(
      /OTEL_EXPORTER_OTLP_PROTOCOL must be one of http\/protobuf, http\/json/,
    );
    expect(problems).not.toContain('s3cret');
  });
});

describe('span names and paths', () => {
  it('names a span by method and route pattern, or by method alone', () => {
    const request = (url: string | undefined) =>
      ({ method: 'GET', routeOptions: { url } }) as Parameters<typeof requestSpanName>[0];
    expect(requestSpanName(request('/api/apps/:appId/entities/:entity'))).toBe(
      'GET /api/apps/:appId/entities/:entity',
    );
    expect(requestSpanName(request(undefined))).toBe('GET');
  });

  it('drops the query string', () => {
    expect(pathOnly('/newsletter?action=confirm&token=abc')).toBe('/newsletter');
    expect(pathOnly('/tarifs')).toBe('/tarifs');
  });
});
