import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';

/** An error with an honest status, answered as `{message, detail, code}`. */
export class HttpError extends Error {
  /** Response headers that go with the error (e.g. `Retry-After`). */
  headers?: Record<string, string>;
  /** A 429's `Retry-After`, also put in the body (`retry_after`) for clients that see no headers. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly errors?: ApiErrorBody['errors'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, API_ERROR_CODES.notFound, message);
export const badRequest = (message: string) =>
  new HttpError(400, API_ERROR_CODES.badRequest, message);
export const unauthorized = (message = 'Sign in as an administrator to do this') =>
  new HttpError(401, API_ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'Your account is not allowed to do this') =>
  new HttpError(403, API_ERROR_CODES.forbidden, message);
export const payloadTooLarge = (limit: number) =>
  new HttpError(
    413,
    API_ERROR_CODES.payloadTooLarge,
    `The request body is larger than ${limit} bytes`,
  );

/** 429 for a client address with too many failures, with `Retry-After` (whole seconds, ≥ 1). */
export function rateLimited(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = `${minutes} minute${minutes > 1 ? 's' : ''}`;
  const error = new HttpError(
    429,
    API_ERROR_CODES.rateLimited,
    `Too many failed attempts from this connection; please try again in ${wait}`,
  );
  error.headers = { 'retry-after': String(seconds) };
  error.retryAfterSeconds = seconds;
  return error;
}
