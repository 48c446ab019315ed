import { CHALLENGE_FIELD, type FormChallenge } from '@vitrine/contract/form-challenge';
import { solveChallenge } from '../../app/components/forms/solve-challenge';
import type { SiteServer } from './site-server';

/**
 * The proof-of-work field a visitor's form sends (decision 0041), solved here with the site's
 * own solver, for the tests that post a form through the API.
 */
export async function solvedChallenge(server: Pick<SiteServer, 'url' | 'appId'>) {
  const response = await fetch(`${server.url}/api/apps/${server.appId}/challenge`);
  if (!response.ok) throw new Error(`GET challenge: ${response.status}`);
  return { [CHALLENGE_FIELD]: await solveChallenge((await response.json()) as FormChallenge) };
}
