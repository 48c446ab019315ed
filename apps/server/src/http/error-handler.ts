import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailableBody, isDatabaseUnavailable } from '../db/database-errors';
import type { DatabaseOutage } from '../db/database-outage';
import { isStorageFull } from '../db/storage-state';
import { AppError } from '../errors/app-error';
import { schemaFailureBody } from './request-schema';
import { noteErrorCode } from './request-log';

type Answer = { status: number; body: ApiErrorBody };

function clientError(error: FastifyError): Answer {
  const status = error.statusCode ?? 400;
  const byStatus: Record<number, string> = {
    401: API_ERROR_CODES.unauthorized,
    403: API_ERROR_CODES.forbidden,
    404: API_ERROR_CODES.notFound,
    413: API_ERROR_CODES.payloadTooLarge,
    415: API_ERROR_CODES.unsupportedMediaType,
    429: API_ERROR_CODES.rateLimited,
  };
  const invalidJson =
    error instanceof SyntaxError || /JSON|prototype|constructor/i.test(error.message);
  const code =
    byStatus[status] ?? (invalidJson ? API_ERROR_CODES.invalidJson : API_ERROR_CODES.badRequest);
  const message =
    status === 413
      ? 'The request body is too large'
      : status === 415
        ? 'This content type is not accepted here; send application/json'
        : invalidJson && status === 400
          ? 'The request body is not valid JSON'
          : error.message;
  return { status, body: { message, detail: error.message, code } };
}

/** Maps every error to an honest status and a `{message, detail, code}` body. */
export function toAnswer(error: unknown, requestId: string): Answer {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  const candidate = error as FastifyError & { code?: string };
  if (candidate?.code === '2201B') {
    return {
      status: 400,
      body: {
        message: 'The regular expression is not supported',
        detail: 'Invalid regular expression',
        code: API_ERROR_CODES.invalidQuery,
      },
    };
  }
  if (isDatabaseUnavailable(candidate))
    return { status: 503, body: databaseUnavailableBody(requestId) };
  if (isStorageFull(candidate)) {
    return {
      status: 507,
      body: {
        message: 'The server has no storage left; nothing was saved, please try again later',
        detail: `Reference: ${requestId}`,
        code: API_ERROR_CODES.storageFull,
      },
    };
  }
  if (candidate?.code === 'FST_ERR_VALIDATION' && Array.isArray(candidate.validation))
    return {
      status: 400,
      body: schemaFailureBody(candidate.validation, candidate.validationContext),
    };
  if (candidate?.statusCode && candidate.statusCode >= 400 && candidate.statusCode < 500)
    return clientError(candidate);
  return {
    status: 500,
    body: {
      message: 'Something went wrong on our side; please try again',
      detail: `Reference: ${requestId}`,
      code: API_ERROR_CODES.internal,
    },
  };
}

/**
 * Answers every error with `toAnswer`. With `outage`, a request that could not reach the
 * database logs no line of its own: the outage writes one warning for all of them, and the
 * request's line carries the code `DATABASE_UNAVAILABLE`.
 */
export function registerErrorHandling(app: FastifyInstance, outage?: DatabaseOutage) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toAnswer(error, request.id);
    // A refusal (an AppError, e.g. 503 SIGN_IN_BUSY) is no event of its own: its code goes on
    // the request's one line.
    if (error instanceof AppError || status < 500) noteErrorCode(request, body.code);
    else if (status === 503 && outage) {
      outage.failed(error, request.log);
      noteErrorCode(request, body.code);
    } else if (status === 503)
      request.log.warn({ err: error }, 'request failed: database unavailable');
    else if (status === 507) request.log.error({ err: error }, 'request failed: storage full');
    else request.log.error({ err: error }, 'request failed');
    if (status === 503) reply.header('retry-after', '5');
    if (status === 507) reply.header('retry-after', '60');
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
