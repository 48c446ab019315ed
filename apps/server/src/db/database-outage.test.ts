import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../../../testing/machine-services';
import { waitlistSignUp } from '../../test/records';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DatabaseOutage } from './database-outage';

describe('a database outage, counted', () => {
  const lines: { level: string; fields: object; message: string }[] = [];
  const log = {
    warn: (fields: object, message: string) => lines.push({ level: 'warn', fields, message }),
    info: (fields: object, message: string) => lines.push({ level: 'info', fields, message }),
  };

  it('writes one warning for any number of failures, then one line when the database is back', async () => {
    let up = false;
    let clock = 1_000;
    const outage = new DatabaseOutage({
      log,
      probeMs: 5,
      now: () => clock,
      ping: async () => {
        if (!up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {});
      },
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at x'), {
      code: 'ECONNREFUSED',
    });
    for (let i = 0; i < 10_000; i += 1) outage.failed(refused);
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: { code: 'ECONNREFUSED', error: 'connect ECONNREFUSED 127.0.0.1:5432' },
        message:
          'Database unreachable: connect ECONNREFUSED 127.0.0.1:5432; requests answer 503 until it is back',
      },
    ]);
    clock += 12_345;
    up = true;
    await vi.waitFor(() => expect(outage.ongoing).toBe(false));
    expect(lines[1]).toEqual({
      level: 'info',
      fields: { outage_seconds: 12.3, failed_requests: 10_000 },
      message: 'Database reachable again after 12.3 s (10000 requests failed)',
    });
    // A second outage is a new one: its own warning, its own count.
    up = false;
    outage.failed(refused);
    expect(lines).toHaveLength(3);
    outage.reachable();
    expect(lines[3]).toMatchObject({ fields: { failed_requests: 1 } });
    outage.close();
  });
});

const postgresUrl = testDatabaseUrl();

describe.skipIf(!postgresUrl)('the log of a PostgreSQL outage', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let relay: TcpProxy;
  const schema = `test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const direct = new URL(postgresUrl!);
    relay = await startTcpProxy(Number(direct.port || 5432), direct.hostname);
    const url = new URL(postgresUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.searchParams.set('schema', schema);
    const logStream = new Writable({
      write: (chunk, _encoding, done) => {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const database = {
      name: 'postgres' as const,
      create: () => ({
        url: url.toString(),
        drop: async () => {
          const client = new pg.Client({ connectionString: postgresUrl });
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await client.end();
        },
      }),
    };
    t = await startTestApp(database, { LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  it('writes one warning while requests answer 503, and one line when it is back', async () => {
    const signUp = (i: number) =>
      t.postEntity('WaitlistSubscriber', waitlistSignUp(`outage-${i}@example.fr`));
    expect((await signUp(0)).statusCode).toBe(201);
    await relay.cut();
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i += 1) statuses.push((await signUp(i)).statusCode);
    for (let i = 0; i < 5; i += 1)
      statuses.push((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode);
    expect(statuses).toEqual(Array.from({ length: 25 }, () => 503));

    const outageLines = lines.filter((line) =>
      /^Database (unreachable|reachable)/.test(String(line.msg)),
    );
    expect(outageLines).toHaveLength(1);
    expect(outageLines[0]).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/^Database unreachable: /),
    });
    // No stack trace, no line of its own per failed request: only each request's one line. The
    // other warnings are the change bus's own, once per lost connection (cluster/), and, when the
    // cut comes before the first sign-up's after-commit work is done, the loss of its webhook
    // event and of its realtime notice (one line each, about that one committed write).
    expect(lines.filter((line) => line.reqId && 'err' in line)).toEqual([]);
    const warnings = lines.filter((line) => Number(line.level) >= 40).map((line) => line.msg);
    const expected =
      /^(lost the change notifications|webhook events could not be queued|a realtime event could not reach the other instances)/;
    expect(warnings.filter((msg) => !expected.test(String(msg)))).toEqual([outageLines[0]!.msg]);
    const requestLines = lines.filter(
      (line) => line.msg === 'request' && line.code === 'DATABASE_UNAVAILABLE',
    );
    // The 20 sign-ups; health checks write their request lines at debug.
    expect(requestLines).toHaveLength(20);

    await relay.restore();
    await vi.waitFor(
      () =>
        expect(lines.some((line) => /^Database reachable again/.test(String(line.msg)))).toBe(true),
      { timeout: 30_000, interval: 100 },
    );
    const back = lines.find((line) => /^Database reachable again/.test(String(line.msg)));
    expect(back).toMatchObject({ level: 30, failed_requests: 25 });
    expect(typeof back?.outage_seconds).toBe('number');
    expect((await signUp(99)).statusCode).toBe(201);
  });
});
