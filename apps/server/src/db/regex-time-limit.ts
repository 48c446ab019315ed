import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import type { Executor } from './executor';

/** Time a statement's `$regex` work may take unless REGEX_TIME_LIMIT_MS says otherwise. */
export const DEFAULT_REGEX_TIME_LIMIT_MS = 1000;

/** A statement's `$regex` filter ran out of time (answered as 400 QUERY_TOO_EXPENSIVE). */
export class RegexTimeLimitError extends AppError {
  constructor(readonly limitMs: number) {
    super(
      400,
      API_ERROR_CODES.queryTooExpensive,
      `The $regex filter took longer than the ${limitMs} ms allowed: use a simpler pattern or narrow the filter with other conditions`,
    );
    this.name = 'RegexTimeLimitError';
  }
}

let lastStatement = 0;
let running = { statement: 0, deadline: 0 };

/** A number for one execution of one SQLite statement, bound as a parameter of `vitrine_regex`. */
export function nextRegexStatement() {
  lastStatement += 1;
  return lastStatement;
}

/**
 * Called by SQLite's `vitrine_regex` before each match. A statement runs synchronously, from
 * start to end, so the first call of a new statement number starts its clock; a later call
 * past `limitMs` throws, which ends the statement. The overrun is one match at most.
 */
export function checkRegexTime(statement: number, limitMs: number) {
  const now = performance.now();
  if (statement !== running.statement) {
    running = { statement, deadline: now + limitMs };
    return;
  }
  if (now >= running.deadline) throw new RegexTimeLimitError(limitMs);
}

/**
 * PostgreSQL: runs `work` under `statement_timeout` (in a transaction of its own unless `db` is
 * one already, where the limit then holds until it ends). The server cancelling a statement
 * (SQLSTATE 57014) becomes a RegexTimeLimitError.
 */
export async function withStatementTimeout<T>(
  db: Executor,
  limitMs: number,
  work: (trx: Executor) => Promise<T>,
) {
  const limited = async (trx: Executor) => {
    await sql`SELECT set_config('statement_timeout', ${String(limitMs)}, true)`.execute(trx);
    return work(trx);
  };
  try {
    return db.isTransaction ? await limited(db) : await db.transaction().execute(limited);
  } catch (error) {
    if ((error as { code?: unknown }).code === '57014') throw new RegexTimeLimitError(limitMs);
    throw error;
  }
}
