import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';
import type { ValidationIssue } from '@vitrine/contract/validation/validate-record';
import { AppError } from '../errors/app-error';

/** A record breaks its entity's rules. Answered as a 422 naming the fields. */
export class ValidationError extends AppError {
  constructor(readonly issues: ValidationIssue[]) {
    super(
      422,
      API_ERROR_CODES.validationFailed,
      `Validation failed: ${issues.map((issue) => issue.message).join('; ')}`,
      undefined,
      issues,
    );
    this.name = 'ValidationError';
  }

  override toBody(): ApiErrorBody {
    const fields = [...new Set(this.issues.map((issue) => issue.field))].join(', ');
    return {
      message: `Please check these fields: ${fields}`,
      detail: this.message,
      code: this.code,
      errors: this.issues,
    };
  }
}

/** A write would break a unique rule (e.g. a second user with the same e-mail). Answered as a 409. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, API_ERROR_CODES.conflict, message);
    this.name = 'ConflictError';
  }
}

export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
