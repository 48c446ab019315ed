import type { ApiErrorBody } from '@vitrine/contract/errors';

/**
 * An error the API answers with an honest status and a `{message, detail, code}` body. Domain
 * errors extend it, so the error handler maps them without knowing them.
 */
export class AppError extends Error {
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
    this.name = 'AppError';
  }

  /** The answer's body; an error whose message is not the one to show overrides it. */
  toBody(): ApiErrorBody {
    return {
      message: this.message,
      detail: this.detail ?? this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.retryAfterSeconds ? { retry_after: this.retryAfterSeconds } : {}),
    };
  }
}
