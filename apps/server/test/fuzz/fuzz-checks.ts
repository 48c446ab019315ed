import { appendFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { RawResponse } from '../raw-http';

/** What is wrong with an answer, or undefined: never a 5xx, errors always `{message, code}`. */
export function problemOf(method: string, response: RawResponse & { timedOut?: boolean }) {
  if (response.timedOut) return 'no answer in time';
  if (response.status === 0) return 'the connection closed without an answer';
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400 || method === 'HEAD') return undefined;
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(response.body.toString('utf8')) as typeof body;
  } catch {
    return `a ${response.status} whose body is not JSON`;
  }
  if (typeof body.message !== 'string' || typeof body.code !== 'string')
    return `a ${response.status} without string message and code`;
  return undefined;
}

/** Every tally of a run, printed at its end. */
export class FuzzTally {
  sent = 0;
  readonly byStatus = new Map<number, number>();
  readonly problems: string[] = [];

  record(label: string, method: string, response: RawResponse & { timedOut?: boolean }) {
    this.sent += 1;
    if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `${response.status} ${label}\n`);
    this.byStatus.set(response.status, (this.byStatus.get(response.status) ?? 0) + 1);
    const problem = problemOf(method, response);
    if (problem) this.problems.push(`${label}: ${problem} ${response.body.subarray(0, 200)}`);
  }

  get serverErrors() {
    return [...this.byStatus].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  }

  summary(name: string) {
    const statuses = [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `${name}: ${this.sent} requests sent, ${this.serverErrors} 5xx, ${this.problems.length} problems (${statuses})`;
  }
}

/** The garbage collector, exposed at run time (Vitest's workers do not start with it). */
export function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

/** Own properties of the built-in prototypes, to compare before and after a run. */
export function prototypeSnapshot() {
  const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
  return prototypes.map((proto) => Object.getOwnPropertyNames(proto).sort().join(','));
}
