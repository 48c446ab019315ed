import net from 'node:net';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, parsePrometheusText } from '../../test/prometheus-text';
import { startTestApp, testDatabases } from '../../test/test-app';
import { ConfigError, loadConfig } from '../config';

/** Whether a TCP connection to host:port opens. */
function connects(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The machine's addresses other than 127.0.0.1: `::1` and every external interface's. */
const otherAddresses = () => [
  '::1',
  ...Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal)
    .map((address) => address!.address),
];

describe.each(testDatabases())('METRICS_PORT on $name', (testDatabase) => {
  it('serves /metrics without a token on 127.0.0.1 only, and closes with the server', async () => {
    const port = await freePort();
    const t = await startTestApp(testDatabase, { METRICS_PORT: String(port) });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const main = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect((await fetch(`${main}/healthz`)).status).toBe(200);

      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      const { samples } = parsePrometheusText(await response.text());
      const healthz = samples.find(
        (sample) =>
          sample.name === 'vitrine_http_request_duration_seconds_count' &&
          sample.labels.route === '/healthz',
      );
      expect(healthz?.value).toBe(1);

      const other = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ code: 'NOT_FOUND' });
      // On the main port it needs METRICS_TOKEN, which is not set.
      expect((await fetch(`${main}/metrics`)).status).toBe(404);

      for (const address of otherAddresses()) {
        expect(await connects(address, port), address).toBe(false);
      }
    } finally {
      await t.close();
    }
    expect(await connects('127.0.0.1', port)).toBe(false);
  });
});

describe('metrics settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('refuses a short METRICS_TOKEN, a METRICS_PORT out of range or equal to PORT', () => {
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN must be at least 16 characters long',
    ]);
    expect(problems({ METRICS_PORT: '70000' })).toEqual([
      'METRICS_PORT must be a whole number between 1 and 65535 (got "70000")',
    ]);
    expect(problems({ METRICS_PORT: '3000', PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT',
    ]);
    expect(problems({ METRICS_TOKEN: 'x'.repeat(16), METRICS_PORT: '9464' })).toEqual([]);
  });
});
