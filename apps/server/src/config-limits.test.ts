import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('HTTP limits and retention settings', () => {
  it('has production defaults', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 60_000,
      maxHeaderBytes: 16_384,
    });
    expect(config.retention).toEqual({
      enabled: true,
      leadDays: 1095,
      unconfirmedNewsletterDays: 30,
      outboxDays: 90,
      auditDays: 396,
      webhookDeliveryDays: 30,
    });
  });

  it('reads them from the environment', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      MAX_HEADER_BYTES: '8192',
      RETENTION_JOB: 'false',
      RETENTION_DAYS: '730',
    });
    expect(config.http).toMatchObject({
      requestTimeoutMs: 2000,
      headersTimeoutMs: 1000,
      maxHeaderBytes: 8192,
    });
    expect(config.retention).toMatchObject({ enabled: false, leadDays: 730 });
  });

  it('refuses a headers timeout longer than the request timeout, and nonsense', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '5000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not be larger than REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_HEADER_BYTES: 'big' })).toThrow(/MAX_HEADER_BYTES/);
  });
});
