import { API_ERROR_CODES, type ApiErrorCode } from '@vitrine/contract/errors';
import { AppError } from '../errors/app-error';

/** A request's query (filter, sort, paging, projection) cannot be used. Answered as a 400. */
export class QueryError extends AppError {
  constructor(message: string, code: ApiErrorCode = API_ERROR_CODES.invalidQuery) {
    super(400, code, message);
    this.name = 'QueryError';
  }
}
