import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';
import { redactCredentials } from './redact-credentials';

describe('redactCredentials', () => {
  it('hides the password of every URL and keeps the rest readable', () => {
    expect(redactCredentials('postgres://vitrine:s3cret@db:5432/vitrine?schema=site')).toBe(
      'postgres://vitrine:[redacted]@db:5432/vitrine?schema=site',
    );
    expect(redactCredentials('connect to redis://:s3cret@cache:6379/0 failed')).toBe(
      'connect to redis://:[redacted]@cache:6379/0 failed',
    );
    expect(redactCredentials('smtps://user%40mail:p%40ss@smtp.example.com:465')).toBe(
      'smtps://user%40mail:[redacted]@smtp.example.com:465',
    );
    // An unencoded "@" in the password: everything up to the host's "@" goes.
    expect(redactCredentials('mysql://u:p@ss@host/db')).toBe('mysql://u:[redacted]@host/db');
    expect(
      redactCredentials('{"a":"postgres://u:one@h/d","email":"x@y.z","b":"redis://:two@r"}'),
    ).toBe('{"a":"postgres://u:[redacted]@h/d","email":"x@y.z","b":"redis://:[redacted]@r"}');
  });

  it('leaves text without credentials alone', () => {
    for (const text of [
      'postgres://vitrine@db/vitrine',
      'sqlite:/srv/vitrine/data/vitrine.db',
      'https://vitrine.example/en/blog',
      'Write to bonjour@vitrine.example: it works',
    ])
      expect(redactCredentials(text)).toBe(text);
  });
});

describe('server logs', () => {
  it('never print the password of a URL, in messages, fields or errors', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pino({ ...(loggerOptions('info', false) as object) }, stream);
    log.info({ database: 'postgres://vitrine:hunter22@db/vitrine' }, 'database ready');
    log.error({ err: new Error('cannot reach smtps://mail:hunter22@smtp.example') }, 'failed');
    log.warn('Redis at redis://:hunter22@cache:6379 not reachable');
    expect(lines).toHaveLength(3);
    expect(lines.join('')).not.toContain('hunter22');
    expect(lines.join('')).toContain('postgres://vitrine:[redacted]@db/vitrine');
    expect(lines.join('')).toContain('smtps://mail:[redacted]@smtp.example');
  });
});
