import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';
import type { FastifyInstance } from 'fastify';
import { NON_PAGE_POLICY } from './security-headers';
import { badRequest } from './http-error';

interface RawAnswer {
  status: number;
  reason: string;
  body: ApiErrorBody;
}

const TIMEOUT: RawAnswer = {
  status: 408,
  reason: 'Request Timeout',
  body: {
    message: 'The request took too long to arrive; please try again',
    code: API_ERROR_CODES.requestTimeout,
  },
};
const HEADERS_TOO_LARGE: RawAnswer = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  body: { message: 'The request headers are too large', code: API_ERROR_CODES.headersTooLarge },
};
const MALFORMED: RawAnswer = {
  status: 400,
  reason: 'Bad Request',
  body: { message: 'The request is not valid HTTP', code: API_ERROR_CODES.badRequest },
};

/** What every answer carries (see security-headers.ts), for answers made outside Fastify's hooks. */
export const PROTECTIVE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': NON_PAGE_POLICY,
  'cache-control': 'no-store',
};

function answerFor(code: string | undefined) {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  if (code === 'HPE_HEADER_OVERFLOW') return HEADERS_TOO_LARGE;
  return MALFORMED;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (malformed request lines or
 * headers, oversized headers, the request and headers timeouts) is answered like every other
 * error: a JSON `{message, code}` with the usual protective headers, then the connection closes.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = answerFor(error.code);
  this.log.debug({ code: error.code, status }, 'connection refused by the HTTP parser');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(text)}`,
        ...Object.entries(PROTECTIVE_HEADERS).map(([name, value]) => `${name}: ${value}`),
        'connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}

/** An `Expect` other than `100-continue`: 417, answered as JSON like any other error. */
function answerExpectationFailed(_request: IncomingMessage, response: ServerResponse) {
  const body = JSON.stringify({
    message: 'Only "Expect: 100-continue" is supported',
    code: API_ERROR_CODES.badRequest,
  });
  response.writeHead(417, {
    ...PROTECTIVE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}

/**
 * Requests Node would answer itself with an empty body are answered as JSON errors: a
 * HTTP/1.1 request without `Host` (Node's check is off, see serverLimits) and an unknown `Expect`.
 */
export function registerProtocolChecks(app: FastifyInstance) {
  app.server.on('checkExpectation', answerExpectationFailed);
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw badRequest('HTTP/1.1 requests need a Host header');
    }
  });
}
