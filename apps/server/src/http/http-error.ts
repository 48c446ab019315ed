import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../errors/app-error';

export const notFound = (message: string) => new AppError(404, API_ERROR_CODES.notFound, message);
export const badRequest = (message: string) =>
  new AppError(400, API_ERROR_CODES.badRequest, message);
export const unauthorized = (message = 'Sign in as an administrator to do this') =>
  new AppError(401, API_ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'Your account is not allowed to do this') =>
  new AppError(403, API_ERROR_CODES.forbidden, message);
export const payloadTooLarge = (limit: number) =>
  new AppError(
    413,
    API_ERROR_CODES.payloadTooLarge,
    `The request body is larger than ${limit} bytes`,
  );

/** 429 for a client address with too many failures, with `Retry-After` (whole seconds, ≥ 1). */
export function rateLimited(retryAfterMs: number, scope: 'address' | 'all' = 'address') {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = `${minutes} minute${minutes > 1 ? 's' : ''}`;
  const from = scope === 'all' ? 'on this site' : 'from this connection';
  const error = new AppError(
    429,
    API_ERROR_CODES.rateLimited,
    `Too many failed attempts ${from}; please try again in ${wait}`,
  );
  error.headers = { 'retry-after': String(seconds) };
  error.retryAfterSeconds = seconds;
  return error;
}
