import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('DATABASE_URL', () => {
  it('takes a SQLite file path, a file: URL or a PostgreSQL URL', () => {
    for (const url of [
      './data/vitrine.db',
      'data/vitrine.db',
      '/srv/vitrine/data/vitrine.db',
      'file:./data/vitrine.db',
      'file:///srv/vitrine/data/vitrine.db',
      'postgres://vitrine:secret@db:5432/vitrine?schema=site',
      'postgresql://vitrine@db/vitrine',
      'PostgreSQL://vitrine@db/vitrine',
    ])
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('refuses any other scheme, naming the variable and never the password', () => {
    for (const [url, scheme] of [
      ['mysql://root:hunter22@db/vitrine', 'mysql:'],
      ['postgress://vitrine:hunter22@db/vitrine', 'postgress:'],
      ['sqlite:///srv/vitrine.db', 'sqlite:'],
      ['redis://:hunter22@cache:6379', 'redis:'],
      ['postgres:/db/vitrine', 'postgres:'],
    ] as const) {
      const error = problemsOf({ DATABASE_URL: url });
      expect(error.problems).toHaveLength(1);
      expect(error.message).toMatch(/DATABASE_URL must be a SQLite file path/);
      expect(error.message).toContain(`"${scheme}"`);
      expect(error.message).not.toContain('hunter22');
    }
  });

  it('refuses a file: URL with a host and a PostgreSQL URL that does not parse', () => {
    expect(problemsOf({ DATABASE_URL: 'file://server/share/vitrine.db' }).message).toMatch(
      /DATABASE_URL: a file: URL names a local file/,
    );
    const error = problemsOf({ DATABASE_URL: 'postgres://vitrine:hunter22@db:port/vitrine' });
    expect(error.message).toMatch(/DATABASE_URL is not a valid PostgreSQL URL/);
    expect(error.message).not.toContain('hunter22');
  });

  it('never lists a password among the problems of other settings', () => {
    const error = problemsOf({
      PUBLIC_URL: 'ftp://deploy:hunter22@vitrine.example',
      DEMO_SCHEDULING_URL: 'http://cal:hunter22@cal.example/vitrine',
    });
    expect(error.problems).toHaveLength(2);
    expect(error.message).not.toContain('hunter22');
    expect(error.message).toContain('ftp://deploy:[redacted]@vitrine.example');
  });
});
