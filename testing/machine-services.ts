import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import net from 'node:net';

/** The environment the functions below read (`process.env` unless a test passes its own). */
export type Env = Readonly<Record<string, string | undefined>>;

/** A service some tests need that a machine may lack, and whether this one has it. */
export interface ServiceState {
  service: string;
  available: boolean;
  /** Where it answered, or why it is missing. */
  detail: string;
  /** What its tests do without it outside CI: skip (counted in the summary) or fail. */
  withoutIt: 'skip' | 'fail';
}

/** Whether this is a CI run (`CI` set, and not to `0` or `false`), where no test skips for a missing service. */
export function onCi(env: Env = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

/**
 * What a test that needs `service` does when the machine lacks it: outside CI it skips (this returns
 * false); under CI it fails, with this error naming what is missing.
 */
export function skipUnlessCi(service: string, reason: string, env: Env = process.env): false {
  if (onCi(env)) {
    throw new Error(
      `${service} is missing (${reason}); under CI=true the tests that need it fail instead of skipping`,
    );
  }
  return false;
}

/** The PostgreSQL the server suite also runs on (`TEST_DATABASE_URL`); none outside CI when unset. */
export function testDatabaseUrl(env: Env = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL;
  if (url) return url;
  skipUnlessCi('PostgreSQL', 'TEST_DATABASE_URL is unset', env);
  return undefined;
}

/** The Redis of the tests that share limits between servers (`TEST_REDIS_URL`, else the local default). */
export const testRedisUrl = (env: Env = process.env) =>
  env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The system Chromium the browser tests drive (`CHROMIUM_PATH`, else Debian's). */
export const chromiumPath = (env: Env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A database URL fit to print: no user, password or query (which may hold a password). */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const credentials = parsed.username || parsed.password ? '…@' : '';
    return `${parsed.protocol}//${credentials}${parsed.host}${parsed.pathname}`;
  } catch {
    return '(an unreadable URL)';
  }
}

/** Whether something accepts a TCP connection at `host`:`port` within a second. */
export function tcpAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });
}

/** Whether the Redis at `url` answers PING within a second. */
export function redisAnswers(url: string): Promise<boolean> {
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

/** Whether `command` runs and exits with 0. */
export const commandRuns = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Whether `path` is an executable file. */
function executable(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function postgresState(env: Env): Promise<ServiceState> {
  const url = env.TEST_DATABASE_URL;
  const state = { service: 'PostgreSQL', withoutIt: 'skip' } as const;
  if (!url) return { ...state, available: false, detail: 'TEST_DATABASE_URL unset' };
  const { hostname, port } = new URL(url);
  const answers = await tcpAnswers(hostname || '127.0.0.1', Number(port || 5432));
  return {
    ...state,
    available: answers,
    detail: answers ? redactedUrl(url) : `no answer at ${redactedUrl(url)}`,
  };
}

/** Every service some test needs, and whether this machine has it now (probed at each call). */
export async function machineServices(env: Env = process.env): Promise<ServiceState[]> {
  const redis = testRedisUrl(env);
  const chromium = chromiumPath(env);
  const [postgres, redisUp] = await Promise.all([postgresState(env), redisAnswers(redis)]);
  const pgDump = commandRuns('pg_dump', ['--version']) && commandRuns('pg_restore', ['--version']);
  const pidNamespace =
    process.platform === 'linux' &&
    commandRuns('unshare', ['--pid', '--fork', '--mount-proc', 'true']);
  return [
    postgres,
    {
      service: 'Redis',
      available: redisUp,
      detail: redisUp ? redis : `no answer to PING at ${redis}`,
      withoutIt: 'skip',
    },
    {
      service: 'Chromium',
      available: executable(chromium),
      detail: executable(chromium) ? chromium : `no executable at ${chromium}`,
      withoutIt: 'fail',
    },
    {
      service: 'pg_dump and pg_restore',
      available: pgDump,
      detail: pgDump ? 'installed' : 'not installed',
      withoutIt: 'skip',
    },
    {
      service: 'PID namespace',
      available: pidNamespace,
      detail: pidNamespace ? 'unshare --pid works' : 'unshare --pid fails (not root on Linux)',
      withoutIt: 'skip',
    },
  ];
}
