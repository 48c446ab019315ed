import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** The Redis the scale-out tests use (`TEST_REDIS_URL`, else the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers PING (the tests that need it are skipped otherwise). */
export function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A key prefix of its own, so parallel test runs never share counters. */
export const uniqueRedisPrefix = () => `vitrine-test-${randomBytes(6).toString('hex')}:`;

/** The same Redis URL through another port (a TcpProxy in front of it). */
export function redisUrlThrough(port: number, url = TEST_REDIS_URL) {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}
