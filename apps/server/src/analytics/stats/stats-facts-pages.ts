import { NO_VALUE } from './stats-day-facts';
import { addVisit, Tally, type FactScope } from './stats-facts-figures';

/**
 * Figures per page viewed by the filtered visits (as `rawPageFigures`, not `full`), in arrays
 * indexed by page code. A page counts a visitor once a day: `counted[page]` holds the last
 * visitor (numbered across the days) it counted.
 */
export function factPageFigures({ facts, filter, codes }: FactScope) {
  const size = codes.values.length;
  const views = new Float64Array(size);
  const visitors = new Float64Array(size);
  const counted = new Float64Array(size).fill(-1);
  const leads = new Tally();
  let visitor = -1;
  for (const day of facts) {
    leads.newDay(day);
    const mask = filter.visits(day);
    for (let visit = 0; visit < day.size; visit += 1) {
      if (visit === 0 || day.visitor[visit] !== day.visitor[visit - 1]) visitor += 1;
      if (mask[visit] !== 1) continue;
      const end = day.pageStart[visit + 1] ?? 0;
      for (let entry = day.pageStart[visit] ?? 0; entry < end; entry += 1) {
        const page = day.pageCode[entry] ?? NO_VALUE;
        if (!filter.page(page)) continue;
        views[page] = (views[page] ?? 0) + (day.pageCount[entry] ?? 0);
        if (counted[page] !== visitor) {
          counted[page] = visitor;
          visitors[page] = (visitors[page] ?? 0) + 1;
        }
        for (
          let lead = day.leadStart[visit] ?? 0;
          lead < (day.leadStart[visit + 1] ?? 0);
          lead += 1
        ) {
          if (filter.goal(day.leadGoal[lead] ?? NO_VALUE)) leads.lead(page, day, lead);
        }
      }
    }
  }
  const figures = leads.named((k) => codes.values[k] ?? '');
  views.forEach((pageviews, page) => {
    if (pageviews > 0) {
      figures.add(codes.values[page] ?? '', { pageviews, visitors: visitors[page] });
    }
  });
  return figures;
}

/** Figures per goal of the filtered visits' leads (as `rawGoalFigures`). */
export function factGoalFigures({ facts, filter, codes, days }: FactScope) {
  const tally = new Tally();
  for (const day of facts) {
    tally.newDay(day);
    const mask = filter.visits(day);
    for (let visit = 0; visit < day.size; visit += 1) {
      // Most visits send no lead.
      if (mask[visit] !== 1 || day.leadStart[visit] === day.leadStart[visit + 1]) continue;
      const reached = new Set<number>();
      for (
        let lead = day.leadStart[visit] ?? 0;
        lead < (day.leadStart[visit + 1] ?? 0);
        lead += 1
      ) {
        const goal = day.leadGoal[lead] ?? NO_VALUE;
        if (!filter.goal(goal)) continue;
        tally.lead(goal, day, lead);
        if (days.has(day.leadDay[lead] ?? '')) reached.add(goal);
      }
      for (const goal of reached) addVisit(tally.of(goal), day, visit);
    }
  }
  // A goal's visitors are the distinct visitors who sent its leads.
  const named = tally.named((k) => codes.values[k] ?? '');
  for (const figures of named.values()) figures.visitors = figures.converted_visitors;
  return named;
}
