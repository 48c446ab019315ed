import type { ApiErrorBody } from '../errors';

/** Codes the client itself assigns when the response body carries none (or there is no response). */
export const CLIENT_ERROR_CODES = {
  networkError: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  canceled: 'CANCELED',
  badRequest: 'BAD_REQUEST',
  badResponse: 'BAD_RESPONSE',
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** One failing field of a 422 answer. */
export type ApiErrorIssue = NonNullable<ApiErrorBody['errors']>[number];

export interface ApiErrorInit {
  message: string;
  code: string;
  status?: number;
  data?: unknown;
  issues?: ApiErrorIssue[];
  cause?: unknown;
}

/** The one error type every failed client call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; undefined when no response arrived (network failure, timeout, cancel). */
  readonly status: number | undefined;
  /** The body's `code`, else one of `CLIENT_ERROR_CODES`. */
  readonly code: string;
  /** The parsed response body, or its raw text when it is not JSON. */
  readonly data: unknown;
  /** The 422 `errors` array, when the body has one. */
  readonly issues: ApiErrorIssue[] | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.issues = init.issues;
  }

  toJSON() {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      code: this.code,
      data: this.data,
      issues: this.issues,
    };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Builds the error for a non-2xx response from its status and body (parsed JSON or raw text). */
export function apiErrorFromResponse(status: number, data: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  const fallbackCode =
    status >= 400 && status < 500 ? CLIENT_ERROR_CODES.badRequest : CLIENT_ERROR_CODES.badResponse;
  return new ApiError({
    message:
      nonEmptyString(body.message) ??
      nonEmptyString(body.detail) ??
      `Request failed with status code ${status}`,
    status,
    code: nonEmptyString(body.code) ?? fallbackCode,
    data,
    issues: Array.isArray(body.errors) ? (body.errors as ApiErrorIssue[]) : undefined,
  });
}
