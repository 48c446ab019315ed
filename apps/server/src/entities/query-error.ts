/** A request's query (filter, sort, paging, projection) cannot be used. Answered as a 400. */
export class QueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}
