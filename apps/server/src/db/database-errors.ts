import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';

/** Connection failures (Node), PostgreSQL's shutdown and too-many-connections codes, SQLite locks. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

// What node-postgres and its pool say when the server went away or never answered.
const DATABASE_DOWN_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|connection timeout|Query read timeout/i;

/** Whether an error means "the database cannot be reached right now" (a 503, not a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || /^08/.test(code))) return true;
  if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message)) return true;
  // Node reports a refused connection to every address of a host as an AggregateError.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

/** The answer to a request that needed the database while it was unreachable. */
export function databaseUnavailableBody(requestId: string): ApiErrorBody {
  return {
    message: 'The database is unavailable; please try again shortly',
    detail: `Reference: ${requestId}`,
    code: API_ERROR_CODES.databaseUnavailable,
  };
}
