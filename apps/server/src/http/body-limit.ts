import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payloadTooLarge } from './http-error';

/**
 * Routes in this scope accept up to `adminLimit` bytes from the team members `isWriter` names
 * (those whose role may write the route's entity: blog posts, bulk writes) and `visitorLimit`
 * from everyone else, checked before the body is read.
 */
export function registerTwoTierBodyLimit(
  scope: FastifyInstance,
  visitorLimit: number,
  adminLimit: number,
  isWriter: (request: FastifyRequest) => boolean,
) {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= adminLimit;
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (isWriter(request)) return payload;
    const declared = Number(request.headers['content-length']);
    if (declared > visitorLimit) throw payloadTooLarge(visitorLimit);
    if (Number.isFinite(declared)) return payload;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > visitorLimit) callback(payloadTooLarge(visitorLimit));
        else callback(null, chunk);
      },
    });
    return payload.pipe(counter);
  });
}
