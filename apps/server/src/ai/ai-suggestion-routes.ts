import { SUGGESTION_KINDS } from '@vitrine/contract/ai/ai-suggestions';
import { callerMay } from '@vitrine/contract/access/roles';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden } from '../http/http-error';
import { requireSignedIn } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { answerAi } from './ai-answer';
import { aiErrors } from './ai-errors';
import { suggest, type SuggestionServices } from './ai-suggestions';
import { KIND_CAPABILITIES, readSuggestionRequest } from './suggestion-request';

/** The route checks `kind`; the rest of the body is read by `readSuggestionRequest`. */
const SuggestionBody = Type.Object(
  { kind: Type.Enum(SUGGESTION_KINDS) },
  { additionalProperties: true },
);

/**
 * `POST /ai/suggestions` (decision 0078): SEO pairs for a post, alt texts for an image, subject
 * lines for a campaign, or a record's empty language filled from the other one. Answered as JSON,
 * or streamed with `Accept: text/event-stream` (`answerAi`). Visitors get 401 before the body is
 * read; a role without the kind's capability 403 before anything is sent to the provider.
 */
export function registerAiSuggestionRoutes(
  api: TypedApi,
  options: SuggestionServices & { adminBodyLimitBytes: number },
) {
  const { adminBodyLimitBytes, ...services } = options;
  const route = {
    onRequest: async (request: FastifyRequest) => {
      requireSignedIn(request);
    },
    // A post's whole text may be sent (the team's limit, not the visitors').
    bodyLimit: adminBodyLimitBytes,
    schema: { body: SuggestionBody },
  };
  api.post('/ai/suggestions', route, async (request, reply) => {
    const body = request.body as Record<string, unknown> & { kind: keyof typeof KIND_CAPABILITIES };
    const allowed = KIND_CAPABILITIES[body.kind].some((capability) =>
      callerMay(request.caller, capability),
    );
    if (!allowed) throw forbidden();
    if (!services.ai.configured) throw aiErrors.notConfigured();
    const input = readSuggestionRequest(body);
    const caller = { id: request.caller!.id, email: request.caller!.email };
    return answerAi(request, reply, (run) => suggest(services, input, { ...run, caller }));
  });
}
