import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Fastify writes the answer of a route that declares a response schema with fast-json-stringify:
 * a field the schema lacks is dropped and a value is coerced to the schema's type (`"5"` becomes
 * `5`, `2.5` as an integer `2`). Added to a test app (before `ready`), this makes every such
 * answer fail (500, and the difference on stderr) unless it reads back exactly as the handler
 * returned it, so each route test also proves its schema loses nothing.
 */
export function checkAnswersAgainstSchemas(app: FastifyInstance) {
  const returned = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.routeOptions.schema?.response) returned.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const expected = returned.get(request);
    returned.delete(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    if (isDeepStrictEqual(JSON.parse(payload), JSON.parse(expected))) return payload;
    const message =
      `${request.method} ${request.url} (${reply.statusCode}): the response schema changed ` +
      `the answer\n  handler: ${expected}\n  sent:    ${payload}`;
    console.error(message);
    throw new Error(message);
  });
}
