import { randomBytes } from 'node:crypto';
import { redisAnswers, skipUnlessCi, testRedisUrl } from '../../../testing/machine-services';

/** The Redis the scale-out tests use (`TEST_REDIS_URL`, else the local default). */
export const TEST_REDIS_URL = testRedisUrl();

/**
 * Whether that Redis answers PING: the tests that need it are skipped otherwise, except under
 * CI=true, where this throws and their file fails.
 */
export async function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  return (await redisAnswers(url)) || skipUnlessCi('Redis', `no answer to PING at ${url}`);
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
