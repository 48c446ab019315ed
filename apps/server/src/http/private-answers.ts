import type { FastifyInstance, FastifyRequest } from 'fastify';

/** `auth/login`, `auth/set-password`, `auth/logout`: they hand out or end a session. */
const SESSION_ROUTE = /^\/api\/apps\/[^/?]+\/auth\//;

function isPrivate(request: FastifyRequest) {
  if (!request.url.startsWith('/api/')) return false;
  return request.headers.authorization !== undefined || SESSION_ROUTE.test(request.url);
}

/**
 * Under `/api/`, an answer to a request that carries credentials (a bearer token,
 * valid or not) may hold personal data (leads, users, the outbox, exports, the caller's own
 * account), and the sign-in answers hold a session token: neither a browser nor a proxy may keep
 * them (`Cache-Control: no-store`, the strictest there is). Visitors' answers, public data, keep
 * whatever caching their route chose.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
