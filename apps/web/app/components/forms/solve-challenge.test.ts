import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChallengeUnsolved, solveChallenge } from './solve-challenge';

const salt = '0123456789abcdef01234567?expires=1999999999&';
const challengeOf = (number: number, maxnumber: number) => ({
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  maxnumber,
  salt,
  signature: 'f'.repeat(64),
});

describe('solving a form challenge', () => {
  it('finds the number, across batches and at the last one, and sends the payload back', async () => {
    for (const number of [0, 999, 1000, 2500]) {
      const challenge = challengeOf(number, 2500);
      const field = await solveChallenge(challenge);
      expect(JSON.parse(atob(field))).toEqual({
        algorithm: 'SHA-256',
        challenge: challenge.challenge,
        number,
        salt,
        signature: challenge.signature,
      });
    }
  });

  it('gives up past maxnumber, and on a challenge it cannot solve', async () => {
    await expect(solveChallenge(challengeOf(2600, 2500))).rejects.toBeInstanceOf(ChallengeUnsolved);
    const other = { ...challengeOf(1, 10), algorithm: 'SHA-1' as unknown as 'SHA-256' };
    await expect(solveChallenge(other)).rejects.toBeInstanceOf(ChallengeUnsolved);
  });
});
