import type { VisitProperty } from '@vitrine/contract/analytics/stats-properties';
import { NO_VALUE, type DayFacts, type ValueCodes } from './stats-day-facts';
import type { StatsFilter } from './stats-types';

/**
 * The filters as tests on a day's facts, with the meaning `stats-filters.ts` gives them in SQL:
 * `==` keeps visits whose value is one of the values, `!=` the others (no value included); on
 * `page`, visits that viewed (or not) one of the pages that day; on `goal`, visits with a lead
 * (or none) for one of the goals. `page` and `goal` filters narrow the page views and leads
 * counted. Tests are tables indexed by code: a day's visits are tested in tight loops.
 */
export interface FactFilter {
  /** 1 for each visit of `facts` that passes every filter. */
  visits(facts: DayFacts): Uint8Array;
  page(code: number): boolean;
  goal(code: number): boolean;
  /** A page `==` filter: page views are those of the filtered pages, not the visits' counts. */
  pagesOnly: boolean;
}

interface Clause {
  filter: StatsFilter;
  /** 1 at the code of each value of the filter. */
  wanted: Uint8Array;
}

function anyEntry(start: Int32Array, codes: Int32Array, visit: number, wanted: Uint8Array) {
  const end = start[visit + 1] ?? 0;
  for (let entry = start[visit] ?? 0; entry < end; entry += 1) {
    if (wanted[codes[entry] ?? NO_VALUE] === 1) return true;
  }
  return false;
}

/** Clears in `mask` the visits `clause` leaves out. */
function applyClause(facts: DayFacts, { filter, wanted }: Clause, mask: Uint8Array) {
  const keep = filter.operator === '==';
  if (filter.property === 'page' || filter.property === 'goal') {
    const [start, codes] =
      filter.property === 'page'
        ? [facts.pageStart, facts.pageCode]
        : [facts.leadStart, facts.leadGoal];
    for (let visit = 0; visit < facts.size; visit += 1) {
      if (mask[visit] === 1 && anyEntry(start, codes, visit, wanted) !== keep) mask[visit] = 0;
    }
    return;
  }
  const column = facts.properties[filter.property as VisitProperty];
  for (let visit = 0; visit < facts.size; visit += 1) {
    if ((wanted[column[visit] ?? NO_VALUE] === 1) !== keep) mask[visit] = 0;
  }
}

/** A test of codes that every `page` (or `goal`) clause narrows to, as a table. */
function narrowing(clauses: readonly Clause[], property: 'page' | 'goal', size: number) {
  const own = clauses.filter((clause) => clause.filter.property === property);
  const test = (code: number) =>
    own.every(({ filter, wanted }) => (wanted[code] === 1) === (filter.operator === '=='));
  const allowed = Uint8Array.from({ length: size }, (_, code) => (test(code) ? 1 : 0));
  return (code: number) => (code >= 0 && code < size ? allowed[code] === 1 : test(code));
}

/** Compiles `filters` (at least one) against the codes of the cache. */
export function compileFilters(filters: readonly StatsFilter[], codes: ValueCodes): FactFilter {
  const clauses: Clause[] = filters.map((filter) => {
    const wanted = new Uint8Array(codes.values.length);
    for (const value of filter.values) {
      const code = codes.find(value);
      if (code !== undefined) wanted[code] = 1;
    }
    return { filter, wanted };
  });
  return {
    visits(facts) {
      const mask = new Uint8Array(facts.size).fill(1);
      for (const clause of clauses) applyClause(facts, clause, mask);
      return mask;
    },
    page: narrowing(clauses, 'page', codes.values.length),
    goal: narrowing(clauses, 'goal', codes.values.length),
    pagesOnly: filters.some((filter) => filter.property === 'page' && filter.operator === '=='),
  };
}
