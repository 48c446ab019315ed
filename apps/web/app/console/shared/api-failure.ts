import { ApiError, type ApiErrorIssue } from '@vitrine/contract/client/api-error';
import { API_ERROR_CODES } from '@vitrine/contract/errors';

/** What the console reads of a failed call: the HTTP status, the API `code`, its message. */
export interface ApiFailure {
  /** Undefined when no answer came (network, timeout) or the error is not the client's. */
  status?: number;
  /** `LAST_ADMIN`, `CONFLICT`, `RATE_LIMITED`… or one of the client's own codes. */
  code?: string;
  message: string;
  /** The failing fields of a 422 answer. */
  issues?: ApiErrorIssue[];
  /** The answer's body. */
  data?: unknown;
}

/** The one reading of an error thrown by a console call (the typed client rejects with ApiError). */
export function apiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    const { status, code, message, issues, data } = error;
    return { status, code, message: message || code, issues, data };
  }
  const message = error instanceof Error ? error.message : '';
  return { message: message || String(error) };
}

/** No session: the token is missing, expired or revoked (401). */
export const isSignedOut = (error: unknown) => apiFailure(error).status === 401;

/** The server's refusal to leave the site without its one active owner (409 `LAST_OWNER`). */
export const isLastAdminRefusal = (failure: { code?: string }) =>
  failure.code === API_ERROR_CODES.lastOwner || failure.code === API_ERROR_CODES.lastAdmin;
