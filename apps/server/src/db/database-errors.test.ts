import { describe, expect, it } from 'vitest';
import { databaseUnavailableBody, isDatabaseUnavailable } from './database-errors';

describe('database unavailable errors', () => {
  it('recognises refused, dropped and timed-out connections and PostgreSQL shutdowns', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('answers the documented body', () => {
    expect(databaseUnavailableBody('r1')).toEqual({
      message: 'The database is unavailable; please try again shortly',
      detail: 'Reference: r1',
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});
