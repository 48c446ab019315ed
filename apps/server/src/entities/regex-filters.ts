import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { RE2JS } from 're2js';
import { QueryError } from './query-error';

/** Caps on an admin's `$regex` pattern; see decision 0012. */
export const REGEX_CAPS = {
  /** Largest `{n}`, `{n,}` or `{n,m}` count. */
  repetition: 100,
  /** RE2 instructions: matching slows down sharply above about 300. */
  programSize: 300,
};

/**
 * The field whose condition holds `$regex` (`""` when none names one), or undefined when
 * `filter` has no `$regex` key at any depth (`$and`, `$or`, `$nor`, `$not`, lists). Walked
 * without recursion, so a deep filter cannot overflow the stack.
 */
function regexField(filter: unknown) {
  const pending: [unknown, string][] = [[filter, '']];
  while (pending.length > 0) {
    const [node, field] = pending.pop()!;
    if (Array.isArray(node)) for (const item of node) pending.push([item, field]);
    else if (typeof node === 'object' && node !== null) {
      if (Object.hasOwn(node, '$regex')) return field;
      for (const [key, value] of Object.entries(node))
        pending.push([value, key.startsWith('$') ? field : key]);
    }
  }
  return undefined;
}

/** Whether `filter` holds a `$regex` key anywhere, at any depth. */
export function usesRegex(filter: unknown) {
  return regexField(filter) !== undefined;
}

/**
 * Visitors (and signed-in non-admins) may not filter with `$regex`: the public site never does,
 * and a pattern costs the server far more than the request costs the sender.
 */
export function refuseRegexForVisitors(filter: unknown) {
  const field = regexField(filter);
  if (field === undefined) return;
  throw new QueryError(
    `Filtering${field ? ` ${field}` : ''} with $regex needs an administrator; visitors can filter with $eq, $in and the other operators`,
    API_ERROR_CODES.regexNotAllowed,
  );
}

/** The largest repetition count written in a pattern; escaped braces are text, not counts. */
function largestRepetition(pattern: string) {
  const unescaped = pattern.replace(/\\./gs, '__');
  let largest = 0;
  for (const [, low, high] of unescaped.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    largest = Math.max(largest, Number(low), high ? Number(high) : 0);
  }
  return largest;
}

/** Refuses a pattern whose repetition counts are above the cap (before compiling it). */
export function checkRepetitions(pattern: string, where: string) {
  if (largestRepetition(pattern) <= REGEX_CAPS.repetition) return;
  throw new QueryError(
    `${where} repeats a part more than ${REGEX_CAPS.repetition} times ({n,m} above ${REGEX_CAPS.repetition}); use a shorter pattern`,
    API_ERROR_CODES.queryTooExpensive,
  );
}

/** Refuses a compiled pattern too large to match quickly on long texts. */
export function checkProgramSize(compiled: RE2JS, where: string) {
  if (compiled.programSize() <= REGEX_CAPS.programSize) return;
  throw new QueryError(
    `${where} compiles to more than ${REGEX_CAPS.programSize} RE2 instructions; use a shorter pattern`,
    API_ERROR_CODES.queryTooExpensive,
  );
}
