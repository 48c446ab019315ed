import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '@vitrine/contract/validation/email-address';
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

  it('reads the PostgreSQL pool settings, with defaults, bounds and a direct LISTEN URL', () => {
    expect(loadConfig({}).postgres).toEqual({
      poolMax: 20,
      connectTimeoutMs: 5000,
      idleTimeoutMs: 30_000,
      statementTimeoutMs: 0,
    });
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@pgbouncer:6432/vitrine',
      DATABASE_POOL_MAX: '60',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      DATABASE_LISTEN_URL: 'postgres://u@db:5432/vitrine',
    });
    expect(config.postgres).toMatchObject({
      poolMax: 60,
      statementTimeoutMs: 15_000,
      listenUrl: 'postgres://u@db:5432/vitrine',
    });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'redis://db' })).toThrow(
      /DATABASE_LISTEN_URL must be a postgres/,
    );
  });

  it('reads the upload settings: 5 MiB in data/uploads by default, bounded', () => {
    const defaults = loadConfig({});
    expect(defaults.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(defaults.uploadDir).toMatch(/data[/\\]uploads$/);
    const custom = loadConfig({ UPLOAD_MAX_BYTES: '2048', UPLOAD_DIR: '/srv/vitrine/uploads' });
    expect(custom.uploadMaxBytes).toBe(2048);
    expect(custom.uploadDir).toBe('/srv/vitrine/uploads');
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '10' })).toThrow(/UPLOAD_MAX_BYTES must be/);
    expect(loadConfig({}).loginRateLimitMax).toBe(10);
  });

  it('bounds the visitor read cache in bytes: 8 MiB by default, 0 turns it off', () => {
    expect(loadConfig({}).readCacheMaxBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ READ_CACHE_MAX_BYTES: '0' }).readCacheMaxBytes).toBe(0);
    expect(() => loadConfig({ READ_CACHE_MAX_BYTES: '8MB' })).toThrow(
      /READ_CACHE_MAX_BYTES must be a whole number/,
    );
  });

  it('reads the e-mail settings, with defaults that send nothing', () => {
    const defaults = loadConfig({ PUBLIC_URL: 'https://vitrine.example' }).mail;
    expect(defaults).toEqual({
      smtpUrl: undefined,
      from: 'Vitrine <bonjour@vitrine.example>',
      teamEmail: 'bonjour@vitrine.example',
      demoSchedulingUrl: 'https://vitrine.example/demo',
      privacyContactEmail: 'privacy@vitrine.example',
      retryMax: 8,
      confirmationDailyMax: 500,
    });
    expect(loadConfig({}).formChallenge).toEqual({
      enabled: true,
      maxNumber: 50_000,
      ttlSeconds: 600,
    });
    const mail = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Équipe Vitrine <Hello@Vitrine.fr>',
      DEMO_SCHEDULING_URL: 'https://cal.example.com/vitrine/30min',
      MAIL_RETRY_MAX: '3',
    }).mail;
    expect(mail.teamEmail).toBe('hello@vitrine.fr');
    expect(mail.demoSchedulingUrl).toBe('https://cal.example.com/vitrine/30min');
    expect(mail.retryMax).toBe(3);
  });

  it('refuses malformed e-mail settings without echoing the SMTP password', () => {
    let error: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://user:hunter2-secret@smtp.example.com',
        MAIL_FROM: 'Vitrine <not an address>',
        TEAM_EMAIL: 'team',
        DEMO_SCHEDULING_URL: 'http://cal.example.com',
        PRIVACY_CONTACT_EMAIL: 'privacy@',
        MAIL_RETRY_MAX: '0',
      });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect((error as ConfigError).problems).toHaveLength(6);
    expect(problems).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(problems).not.toContain('hunter2');
    expect(problems).toMatch(/MAIL_FROM must be an address/);
    expect(problems).toMatch(/TEAM_EMAIL must be an e-mail address/);
    expect(problems).toMatch(/DEMO_SCHEDULING_URL must be an https URL/);
    expect(problems).toMatch(/PRIVACY_CONTACT_EMAIL must be an e-mail address/);
    expect(problems).toMatch(/MAIL_RETRY_MAX must be a whole number between 1/);
  });

  it('checks e-mail settings with the contract’s one e-mail rule', () => {
    const samples = [
      'team@vitrine.fr',
      'zoé.martin+team@example.fr',
      'team\u0007@vitrine.fr',
      'te am@vitrine.fr',
      'team\r\nbcc@vitrine.fr',
      'team\u200b@vitrine.fr',
      'team@vitrine',
    ];
    for (const address of samples) {
      const accepted = (env: Record<string, string>) => {
        try {
          loadConfig(env);
          return true;
        } catch {
          return false;
        }
      };
      const expected = isEmailAddress(address);
      expect(accepted({ TEAM_EMAIL: address }), JSON.stringify(address)).toBe(expected);
      expect(accepted({ MAIL_FROM: `Vitrine <${address}>` }), JSON.stringify(address)).toBe(
        expected,
      );
    }
    expect(samples.filter((address) => isEmailAddress(address))).toHaveLength(2);
  });

  it('reads REDIS_URL and its key prefix, and never echoes a bad URL (it may hold a password)', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    const config = loadConfig({ REDIS_URL: 'redis://:pw@cache:6379/0', REDIS_KEY_PREFIX: 'a:' });
    expect(config).toMatchObject({ redisUrl: 'redis://:pw@cache:6379/0', redisKeyPrefix: 'a:' });
    expect(loadConfig({}).redisKeyPrefix).toBe('vitrine:');
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache' })).toThrow(
      /^(?!.*hunter2).*REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/s,
    );
  });
});
