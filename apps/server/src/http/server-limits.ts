import type { Server } from 'node:http';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FastifyError, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpLimits } from '../config';
import { PROTECTIVE_HEADERS, answerClientError } from './client-error';
import { toAnswer } from './error-handler';
import { AppError } from '../errors/app-error';
import { badRequest } from './http-error';

const FRAMEWORK_ERRORS: Record<string, AppError> = {
  FST_ERR_BAD_URL: badRequest('The path holds a malformed %-escape'),
  FST_ERR_MAX_PARAM_LENGTH: new AppError(
    414,
    API_ERROR_CODES.badRequest,
    'A part of the path is longer than 256 characters',
  ),
};

/**
 * Errors Fastify raises before routing (a malformed `%` escape, an over-long parameter). They
 * skip the hooks, so the answer gets its protective headers here; it never echoes the path.
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toAnswer(FRAMEWORK_ERRORS[error.code] ?? error, request.id);
  void reply
    .status(status)
    .headers({ ...PROTECTIVE_HEADERS, 'x-request-id': request.id })
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * The HTTP server's limits (`REQUEST_TIMEOUT_MS`, `HEADERS_TIMEOUT_MS`, `KEEP_ALIVE_TIMEOUT_MS`,
 * `IDLE_TIMEOUT_MS`, `MAX_HEADER_BYTES`) and the answers to requests refused before routing.
 */
export function serverLimits(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // Checked in an onRequest hook instead, to answer with a JSON error like any other.
      requireHostHeader: false,
      // Node checks both timeouts on this period (30 s by default): a quarter of the shorter.
      connectionsCheckingInterval: Math.max(25, Math.min(5_000, limits.headersTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  };
}
