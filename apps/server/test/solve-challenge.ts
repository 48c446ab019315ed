import type { FormChallenge } from '@vitrine/contract/form-challenge';
import { solveChallenge } from 'altcha-lib/v1';

/** The `altcha` field for a challenge: what the site's forms compute in the browser. */
export async function solvedField(challenge: FormChallenge) {
  const { algorithm, challenge: hash, maxnumber, salt, signature } = challenge;
  const solution = await solveChallenge(hash, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('the challenge has no solution up to its maxnumber');
  const payload = { algorithm, challenge: hash, number: solution.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
