import type { FastifyInstance } from 'fastify';

const cache = new Map<number, string>();

function constantJson(bytes: number) {
  let body = cache.get(bytes);
  if (!body) {
    const filler = 'x'.repeat(Math.max(0, bytes - 12));
    body = JSON.stringify([{ filler }]);
    cache.set(bytes, body);
  }
  return body;
}

/**
 * The benchmark's baseline: the same server answering a constant JSON body of a chosen size,
 * so the API's figures can be read as a ratio of what the framework alone achieves.
 */
export function registerBenchRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { bytes?: string } }>('/__bench/constant', async (request, reply) => {
    const bytes = Math.min(Number(request.query.bytes ?? 1024) || 1024, 5_000_000);
    return reply.type('application/json; charset=utf-8').send(constantJson(bytes));
  });
  app.post('/__bench/constant', async (_request, reply) =>
    reply.status(201).type('application/json; charset=utf-8').send(constantJson(400)),
  );
}
