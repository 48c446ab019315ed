import type { FastifyRequest } from 'fastify';
import { notFound } from './http-error';

/**
 * A hook for routes with an `:appId` parameter: any app id other than this server's
 * (`APP_ID`) is a 404, on every API route alike.
 */
export function appIdCheck(appId: string) {
  return async (request: FastifyRequest) => {
    const requested = (request.params as { appId?: string }).appId;
    if (requested !== appId) throw notFound(`App "${requested}" does not exist`);
  };
}
