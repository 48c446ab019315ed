import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FormChallenge } from '@vitrine/contract/form-challenge';
import { CHALLENGE_FIELD } from '@vitrine/contract/form-challenge';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FormChallengeConfig } from '../config-schema';
import { AppError } from '../errors/app-error';
import type { UsedSolutions } from './used-solutions';

const HEX_64 = /^[0-9a-f]{64}$/;
/** Our salts: 24 hex characters, then `?expires=<seconds>&`. */
const SALT = /^[0-9a-f]{24}\?expires=(\d{10,12})&$/;
/** A base64 JSON payload of a few hundred bytes; anything longer is not one of ours. */
const MAX_PAYLOAD_LENGTH = 1024;

const required = () =>
  new AppError(
    400,
    API_ERROR_CODES.challengeRequired,
    `Send the solved challenge in the field "${CHALLENGE_FIELD}" (GET /challenge gives one)`,
  );
const failed = (why: string) =>
  new AppError(
    403,
    API_ERROR_CODES.challengeFailed,
    `The "${CHALLENGE_FIELD}" field ${why}; solve a new challenge (GET /challenge)`,
  );

interface Solution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The payload, when it has the shape of a solution of one of our challenges. */
function parse(value: string, maxNumber: number): Solution | undefined {
  if (value.length > MAX_PAYLOAD_LENGTH) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { algorithm, challenge, number, salt, signature } = payload as Record<string, unknown>;
  const shaped =
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    HEX_64.test(challenge) &&
    typeof signature === 'string' &&
    HEX_64.test(signature) &&
    typeof salt === 'string' &&
    SALT.test(salt) &&
    Number.isSafeInteger(number) &&
    (number as number) >= 0 &&
    (number as number) <= maxNumber;
  return shaped ? ({ algorithm, challenge, number, salt, signature } as Solution) : undefined;
}

/**
 * ALTCHA v1 challenges (altcha-lib): HMAC-SHA256-signed under a key every instance shares, with
 * their expiry in the signed salt; each solution is accepted once (`UsedSolutions`).
 */
export class FormChallenges {
  constructor(
    private readonly config: FormChallengeConfig,
    private readonly key: () => Promise<Buffer>,
    private readonly used: UsedSolutions,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async issue(): Promise<FormChallenge> {
    const challenge = await createChallenge({
      hmacKey: (await this.key()).toString('utf8'),
      maxnumber: this.config.maxNumber,
      expires: new Date(this.now() + this.config.ttlSeconds * 1000),
    });
    return { ...challenge, algorithm: 'SHA-256', maxnumber: this.config.maxNumber };
  }

  /** Throws a 400 (missing) or 403 (wrong, expired, used) unless `value` is a fresh solution. */
  async check(value: unknown) {
    if (value === undefined || value === null || value === '') throw required();
    if (typeof value !== 'string') throw failed('must be a string');
    const solution = parse(value, this.config.maxNumber);
    if (!solution) throw failed('is not a solution of a challenge of this site');
    const expiresMs = Number(SALT.exec(solution.salt)![1]) * 1000;
    if (expiresMs <= this.now()) throw failed('holds a challenge that has expired');
    const hmacKey = (await this.key()).toString('utf8');
    if (!(await verifySolution(solution, hmacKey, false))) {
      throw failed('is not a solution of a challenge of this site');
    }
    const outcome = await this.used.use(solution.signature, expiresMs - this.now());
    if (outcome === 'replayed') throw failed('holds a challenge that was already used');
    if (outcome === 'full') {
      const error = new AppError(
        429,
        API_ERROR_CODES.rateLimited,
        'Too many form submissions right now; please try again in a minute',
      );
      error.headers = { 'retry-after': '60' };
      error.retryAfterSeconds = 60;
      throw error;
    }
  }
}
