import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appId).toBe('vitrine');
    expect(config.databaseUrl).toMatch(/data[/\\]vitrine\.db$/);
    expect(config.rateLimitMax).toBe(30);
    expect(config.trustProxy).toBe(false);
  });

  it('lists every problem at once in readable words', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        ADMIN_EMAIL: 'a@b.co',
        PUBLIC_URL: 'ftp://x',
        RATE_LIMIT_MAX: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of/);
    expect(problems.join('\n')).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL must be an http\(s\) URL/);
    expect(problems.join('\n')).toMatch(/RATE_LIMIT_MAX must be a whole number between 1/);
  });

  it('reads proxies, limits and a PostgreSQL URL', () => {
    const config = loadConfig({
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u@db/vitrine',
      RATE_LIMIT_MAX: '5',
    });
    expect(config.trustProxy).toBe(1);
    expect(config.databaseUrl).toBe('postgres://u@db/vitrine');
    expect(config.rateLimitMax).toBe(5);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /at least 12 characters/,
    );
  });
});
