import { NO_VALUE, type DayFacts, type ValueCodes } from './stats-day-facts';
import type { FactFilter } from './stats-facts-filter';
import { FigureMap, zeroFigures, type Figures } from './stats-figures';
import type { VisitKey } from './stats-raw-visits';

/**
 * The figures of `stats-raw-visits.ts` with filters, computed from days' facts (pages and goals:
 * `stats-facts-pages.ts`; docs/decisions/0026-multi-clause-stats.md). Visitors (and visitors
 * who converted) are counted distinct per day and key, as the raw queries count them.
 */
export interface FactScope {
  facts: readonly DayFacts[];
  filter: FactFilter;
  codes: ValueCodes;
  /** Every day of the query: a lead counts as a goal reached when its own day is one of them. */
  days: ReadonlySet<string>;
}

/** Figures per numeric key; leads' visitors counted distinct per key and day. */
export class Tally {
  readonly figures = new Map<number, Figures>();
  private converted = new Set<number>();
  private width = 1;

  newDay(facts: DayFacts) {
    this.converted = new Set();
    this.width = facts.leadGoal.length + 1;
  }

  of(key: number) {
    let figures = this.figures.get(key);
    if (!figures) {
      figures = zeroFigures();
      this.figures.set(key, figures);
    }
    return figures;
  }

  lead(key: number, facts: DayFacts, lead: number) {
    const figures = this.of(key);
    figures.conversions += 1;
    const visitor = facts.leadVisitor[lead] ?? NO_VALUE;
    if (visitor === NO_VALUE || this.converted.has(key * this.width + visitor)) return;
    this.converted.add(key * this.width + visitor);
    figures.converted_visitors += 1;
  }

  named(name: (key: number) => string) {
    const named = new FigureMap();
    for (const [key, figures] of this.figures) named.add(name(key), figures);
    return named;
  }
}

export function addVisit(figures: Figures, facts: DayFacts, visit: number) {
  const pageviews = facts.pageviews[visit] ?? 0;
  figures.visits += 1;
  figures.pageviews += pageviews;
  figures.bounces += pageviews === 1 ? 1 : 0;
  figures.duration_ms += facts.duration[visit] ?? 0;
}

/** The first visit of `visit`'s visitor (a visitor's visits are next to each other). */
export function firstOfVisitor(facts: DayFacts, visit: number, first: number) {
  return visit > 0 && facts.visitor[visit - 1] === facts.visitor[visit] ? first : visit;
}

/** Figures of the filtered visits, grouped by `key` (as `rawVisitFigures`). */
export function factVisitFigures({ facts, filter, codes }: FactScope, key: VisitKey) {
  const tally = new Tally();
  const empty = codes.find('');
  facts.forEach((day, dayIndex) => {
    tally.newDay(day);
    const mask = filter.visits(day);
    const column = key === 'total' || key === 'day' ? undefined : day.properties[key];
    const keyOf = (visit: number) =>
      column ? (column[visit] ?? NO_VALUE) : key === 'day' ? dayIndex : 0;
    let first = 0;
    for (let visit = 0; visit < day.size; visit += 1) {
      first = firstOfVisitor(day, visit, first);
      if (mask[visit] !== 1) continue;
      const k = keyOf(visit);
      if (k === NO_VALUE || (column && k === empty)) continue;
      const figures = tally.of(k);
      addVisit(figures, day, visit);
      let seen = false;
      for (let before = first; before < visit && !seen; before += 1) {
        seen = mask[before] === 1 && keyOf(before) === k;
      }
      if (!seen) figures.visitors += 1;
      if (filter.pagesOnly) {
        figures.pageviews -= day.pageviews[visit] ?? 0;
        for (
          let entry = day.pageStart[visit] ?? 0;
          entry < (day.pageStart[visit + 1] ?? 0);
          entry += 1
        ) {
          if (filter.page(day.pageCode[entry] ?? NO_VALUE))
            figures.pageviews += day.pageCount[entry] ?? 0;
        }
      }
      for (
        let lead = day.leadStart[visit] ?? 0;
        lead < (day.leadStart[visit + 1] ?? 0);
        lead += 1
      ) {
        if (filter.goal(day.leadGoal[lead] ?? NO_VALUE)) tally.lead(k, day, lead);
      }
    }
  });
  const name = (k: number) =>
    key === 'total' ? '' : key === 'day' ? (facts[k]?.day ?? '') : (codes.values[k] ?? '');
  return tally.named(name);
}
