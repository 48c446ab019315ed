import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  machineServices,
  onCi,
  redactedUrl,
  redisAnswers,
  skipUnlessCi,
  testDatabaseUrl,
} from './machine-services';

/** A port nothing listens on: one the system just gave a server that is closed again. */
async function closedPort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('onCi', () => {
  it('reads CI as most CI services and Vitest set it', () => {
    expect(['true', '1', 'TRUE', 'yes'].map((CI) => onCi({ CI }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([undefined, '', 'false', '0'].map((CI) => onCi({ CI }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a test that needs a missing service', () => {
  it('skips outside CI', () => {
    expect(skipUnlessCi('Redis', 'no answer', {})).toBe(false);
  });

  it('fails under CI=true, naming what is missing', () => {
    expect(() =>
      skipUnlessCi('Redis', 'no answer to PING at redis://127.0.0.1:1', { CI: 'true' }),
    ).toThrow(
      'Redis is missing (no answer to PING at redis://127.0.0.1:1); under CI=true the tests that need it fail instead of skipping',
    );
  });
});

describe('testDatabaseUrl', () => {
  it('is TEST_DATABASE_URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(testDatabaseUrl({ TEST_DATABASE_URL: url, CI: 'true' })).toBe(url);
  });

  it('is none outside CI when TEST_DATABASE_URL is unset: the PostgreSQL half skips', () => {
    expect(testDatabaseUrl({})).toBeUndefined();
    expect(testDatabaseUrl({ TEST_DATABASE_URL: '' })).toBeUndefined();
  });

  it('fails under CI=true when TEST_DATABASE_URL is unset', () => {
    expect(() => testDatabaseUrl({ CI: 'true' })).toThrow(
      /^PostgreSQL is missing \(TEST_DATABASE_URL is unset\)/,
    );
  });
});

describe('redactedUrl', () => {
  it('drops the user, the password and the query', () => {
    const url = 'postgres://postgres:vitrine-ci@127.0.0.1:5432/test?schema=s&password=other';
    expect(redactedUrl(url)).toBe('postgres://…@127.0.0.1:5432/test');
  });

  it('keeps a URL without credentials as it is', () => {
    expect(redactedUrl('postgres://127.0.0.1:5432/test')).toBe('postgres://127.0.0.1:5432/test');
  });

  it('prints nothing of a URL it cannot read', () => {
    expect(redactedUrl('postgres://user:se cret@[bad')).toBe('(an unreadable URL)');
  });
});

describe('redisAnswers', () => {
  let fake: net.Server;
  let fakePort: number;
  beforeAll(async () => {
    fake = net.createServer((socket) => socket.once('data', () => socket.write('+PONG\r\n')));
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakePort = (fake.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.close(resolve));
  });

  it('is true when PING gets PONG', async () => {
    expect(await redisAnswers(`redis://127.0.0.1:${fakePort}`)).toBe(true);
  });

  it('is false when nothing listens', async () => {
    expect(await redisAnswers(`redis://127.0.0.1:${await closedPort()}`)).toBe(false);
  });
});

describe('machineServices', () => {
  it('tells why each missing service is missing', async () => {
    const port = await closedPort();
    const states = await machineServices({
      TEST_REDIS_URL: `redis://127.0.0.1:${port}`,
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    expect(
      states.filter((state) => ['PostgreSQL', 'Redis', 'Chromium'].includes(state.service)),
    ).toEqual([
      {
        service: 'PostgreSQL',
        available: false,
        detail: 'TEST_DATABASE_URL unset',
        withoutIt: 'skip',
      },
      {
        service: 'Redis',
        available: false,
        detail: `no answer to PING at redis://127.0.0.1:${port}`,
        withoutIt: 'skip',
      },
      {
        service: 'Chromium',
        available: false,
        detail: 'no executable at /nonexistent/chromium',
        withoutIt: 'fail',
      },
    ]);
  });

  it('names a PostgreSQL that does not answer, without its password', async () => {
    const port = await closedPort();
    const [postgres] = await machineServices({
      TEST_DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/test`,
    });
    expect(postgres).toEqual({
      service: 'PostgreSQL',
      available: false,
      detail: `no answer at postgres://…@127.0.0.1:${port}/test`,
      withoutIt: 'skip',
    });
  });
});
