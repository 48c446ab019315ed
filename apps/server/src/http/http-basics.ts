import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { noRoute } from './api-not-found';
import { registerProtocolChecks } from './client-error';
import type { DatabaseOutage } from '../db/database-outage';
import { registerErrorHandling } from './error-handler';
import { registerJsonBodyParser } from './json-body-parser';
import { registerPrivateAnswers } from './private-answers';
import { registerSecurityHeaders } from './security-headers';

/**
 * What every answer of the server shares: its request id, the protective headers, JSON errors
 * (including the 404 of a path no route serves), the JSON and multipart body parsers.
 * `importLimitBytes` caps a multipart file (`IMPORT_MAX_BYTES`); `outage` logs database outages
 * once each (`DatabaseOutage`).
 */
export async function registerHttpBasics(
  app: FastifyInstance,
  importLimitBytes: number,
  outage?: DatabaseOutage,
) {
  app.addHook('onSend', async (request, reply) => {
    // Hashed build files are never worth a support question: their answers stay lean.
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  registerPrivateAnswers(app);
  registerProtocolChecks(app);
  registerErrorHandling(app, outage);
  registerJsonBodyParser(app);
  app.setNotFoundHandler((request) => {
    throw noRoute(request);
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: importLimitBytes, files: 1, fields: 10, parts: 12 },
  });
}
