import { CHALLENGE_FIELD, type FormChallenge } from '@vitrine/contract/form-challenge';
import type { SendFailure } from './form-types';

/** Digests asked of the browser at once, about 10 ms of work; the page gets a turn after each. */
const BATCH = 1000;

/** Lets the page handle its events before the next batch (a task, without timers' clamping). */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The challenge could not be fetched or solved (or is not one this code can solve). */
export class ChallengeUnsolved extends Error {
  override name = 'ChallengeUnsolved';
}

function bytesOfHex(hex: string) {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function equal(digest: ArrayBuffer, target: Uint8Array) {
  const bytes = new Uint8Array(digest);
  for (let index = 0; index < target.length; index += 1) {
    if (bytes[index] !== target[index]) return false;
  }
  return true;
}

/**
 * The `altcha` field for a challenge (decision 0041): the number whose SHA-256, after the salt,
 * is the challenge, found by trying them in order, `BATCH` digests at a time.
 */
export async function solveChallenge(challenge: FormChallenge): Promise<string> {
  const { algorithm, challenge: hash, maxnumber, salt, signature } = challenge;
  if (algorithm !== 'SHA-256' || !/^[0-9a-f]{64}$/.test(hash)) throw new ChallengeUnsolved();
  // WebCrypto exists only on secure pages (https, or localhost).
  if (!globalThis.crypto?.subtle) throw new ChallengeUnsolved('no WebCrypto on this page');
  const target = bytesOfHex(hash);
  const encoder = new TextEncoder();
  for (let start = 0; start <= maxnumber; start += BATCH) {
    const count = Math.min(BATCH, maxnumber + 1 - start);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, offset) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${salt}${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => equal(digest, target));
    if (found >= 0) {
      const payload = { algorithm, challenge: hash, number: start + found, salt, signature };
      return btoa(JSON.stringify(payload));
    }
    await nextTask();
  }
  throw new ChallengeUnsolved();
}

/**
 * A new challenge of the API, solved: the `altcha` field to send, or undefined when the server
 * asks none (`FORM_CHALLENGE=false`: the route is a 404). Throws `ChallengeUnsolved` otherwise,
 * or a `TypeError` when the server cannot be reached.
 */
export async function solvedChallengeField(appId: string): Promise<string | undefined> {
  const response = await fetch(`/api/apps/${encodeURIComponent(appId)}/challenge`, {
    cache: 'no-store',
    credentials: 'omit',
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new ChallengeUnsolved(`challenge: HTTP ${response.status}`);
  return solveChallenge((await response.json()) as FormChallenge);
}

/**
 * The fields that carry the proof of work of a visitor's form (decision 0041), or why there are
 * none: the server unreachable, or the challenge not solved.
 */
export async function challengeFields(
  appId: string,
): Promise<{ ok: true; fields: Record<string, string> } | { ok: false; failure: SendFailure }> {
  try {
    const solved = await solvedChallengeField(appId);
    return { ok: true, fields: solved === undefined ? {} : { [CHALLENGE_FIELD]: solved } };
  } catch (error) {
    const failure: SendFailure =
      error instanceof TypeError
        ? { kind: 'unreachable', code: 'NETWORK' }
        : { kind: 'challenge', code: 'CHALLENGE_UNSOLVED' };
    return { ok: false, failure };
  }
}
