import type { ValidationIssue } from '@vitrine/contract/validation/validate-record';

/** A record breaks its entity's rules. Answered as a 422 naming the fields. */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(`Validation failed: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'ValidationError';
  }
}

/** A write would break a unique rule (e.g. a second user with the same e-mail). Answered as a 409. */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
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
