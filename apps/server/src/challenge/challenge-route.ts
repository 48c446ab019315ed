import { CHALLENGED_ENTITIES } from '@vitrine/contract/form-challenge';
import type { FastifyInstance } from 'fastify';
import type { FormChallenges } from './form-challenge';

/**
 * `GET /api/apps/{appId}/challenge`: a new proof-of-work challenge for a public form
 * (decision 0041). Nothing is stored until a solution comes back; never cached.
 */
export function registerChallengeRoute(api: FastifyInstance, challenges: FormChallenges) {
  api.get('/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return challenges.issue();
  });
}

/** The check of a visitor's create: the entities that e-mail the address given need a solution. */
export function visitorChallengeCheck(challenges: FormChallenges) {
  const challenged = new Set(CHALLENGED_ENTITIES);
  return {
    async check(entity: string, solution: unknown) {
      if (challenged.has(entity)) await challenges.check(solution);
    },
  };
}
