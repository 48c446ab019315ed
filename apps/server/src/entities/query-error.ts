import { API_ERROR_CODES, type ApiErrorCode } from '@vitrine/contract/errors';

/** A request's query (filter, sort, paging, projection) cannot be used. Answered as a 400. */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly code: ApiErrorCode = API_ERROR_CODES.invalidQuery,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}
