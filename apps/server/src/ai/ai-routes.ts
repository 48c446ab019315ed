import { CONSOLE_ROLES } from '@vitrine/contract/access/roles';
import type { AiStatus } from '@vitrine/contract/client/ai-status-client';
import type { UserRole } from '@vitrine/contract/entities/field-options';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http/http-error';
import { requireSignedIn } from '../http/request-caller';
import type { AiService } from './ai-service';
import { registerInvokeLlmRoute } from './invoke-llm-route';

/** 401 for visitors, 403 for accounts without the console (role `user`). */
async function requireConsoleRole(request: FastifyRequest) {
  const caller = requireSignedIn(request);
  if (!CONSOLE_ROLES.includes(caller.role as UserRole)) throw forbidden();
}

/**
 * The AI routes of ai-core, under `/api/apps/{appId}`: `GET /ai/status` (any console role: the
 * console shows or hides its AI buttons by it) and InvokeLLM. The translation and suggestion
 * routes register themselves with the same service.
 */
export function registerAiRoutes(api: FastifyInstance, ai: AiService) {
  api.get('/ai/status', { onRequest: requireConsoleRole }, async (): Promise<AiStatus> =>
    ai.status(),
  );
  registerInvokeLlmRoute(api, ai);
}
