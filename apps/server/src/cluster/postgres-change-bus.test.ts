import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { testDatabaseUrl } from '../../../../testing/machine-services';
import { ALL_ENTITIES } from './change-bus';
import { PostgresChangeBus, changeChannel } from './postgres-change-bus';

const baseUrl = testDatabaseUrl();
const silent = () =>
  ({ warn: vi.fn(), info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

function through(proxy: TcpProxy, url: string) {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

describe('change channel names', () => {
  it('are per schema and within PostgreSQL identifier length', () => {
    expect(changeChannel()).toBe('vitrine_changes');
    expect(changeChannel('test_ab12')).toBe('vitrine_changes_test_ab12');
    expect(changeChannel('s'.repeat(63)).length).toBeLessThanOrEqual(63);
  });
});

describe.skipIf(!baseUrl)('PostgreSQL change bus (LISTEN/NOTIFY)', () => {
  const pool = new pg.Pool({ connectionString: baseUrl, max: 2 });
  const schema = `bus_${randomBytes(6).toString('hex')}`;
  const notify = async (channel: string, payload: string) => {
    await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
  };
  let proxy: TcpProxy;
  const buses: PostgresChangeBus[] = [];
  const bus = (connectionString: string, onChange: (entity: string) => void) => {
    const created = new PostgresChangeBus({
      connectionString,
      schema,
      notify,
      log: silent(),
      retryDelayMs: { first: 50, max: 200 },
    });
    created.onRemoteChange(onChange);
    buses.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(buses.map((created) => created.close()));
    await proxy?.close();
    await pool.end();
  });

  it('tells the other instances, not the sender, and clears everything after a lost connection', async () => {
    proxy = await startTcpProxy(Number(new URL(baseUrl!).port || 5432));
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    const a = bus(baseUrl!, (entity) => heardByA.push(entity));
    const b = bus(through(proxy, baseUrl!), (entity) => heardByB.push(entity));
    await Promise.all([a.start(), b.start()]);
    // Listening starts from nothing: whatever was cached before is dropped.
    expect(heardByB).toEqual([ALL_ENTITIES]);

    a.publish('BlogPost');
    a.publish('BlogPost');
    await vi.waitFor(() => expect(heardByB).toEqual([ALL_ENTITIES, 'BlogPost']));
    b.publish('BlogPost');
    await vi.waitFor(() => expect(heardByA).toEqual([ALL_ENTITIES, 'BlogPost']));

    await proxy.cut();
    await vi.waitFor(() => expect(b.listening).toBe(false));
    a.publish('BlogPost'); // lost for B: nobody listens there
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.restore();
    await vi.waitFor(() => expect(b.listening).toBe(true), { timeout: 5000 });
    expect(heardByB.at(-1)).toBe(ALL_ENTITIES);

    a.publish('BlogPost');
    await vi.waitFor(() => expect(heardByB.at(-1)).toBe('BlogPost'));
    expect(heardByA).toEqual([ALL_ENTITIES, 'BlogPost']);
  });
});
