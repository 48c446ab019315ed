import type { AggregateFigures } from '@vitrine/contract/analytics/stats-api';

/** Sums that add up over days and values: what a roll-up row holds, and what raw queries answer. */
export interface Figures {
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  duration_ms: number;
  conversions: number;
  converted_visitors: number;
}

export const FIGURE_NAMES = [
  'visitors',
  'visits',
  'pageviews',
  'bounces',
  'duration_ms',
  'conversions',
  'converted_visitors',
] as const satisfies readonly (keyof Figures)[];

export function zeroFigures(): Figures {
  return {
    visitors: 0,
    visits: 0,
    pageviews: 0,
    bounces: 0,
    duration_ms: 0,
    conversions: 0,
    converted_visitors: 0,
  };
}

/** Adds `more` into `into` (PostgreSQL answers sums and counts as strings). */
export function addFigures(into: Figures, more: Partial<Record<keyof Figures, unknown>>) {
  for (const name of FIGURE_NAMES) into[name] += Number(more[name] ?? 0);
  return into;
}

/** Figures keyed by a value (a day, a page, a source…), summed as rows arrive. */
export class FigureMap extends Map<string, Figures> {
  add(key: string, more: Partial<Record<keyof Figures, unknown>>) {
    let figures = this.get(key);
    if (!figures) {
      figures = zeroFigures();
      this.set(key, figures);
    }
    addFigures(figures, more);
    return this;
  }

  merge(other: Map<string, Figures>) {
    for (const [key, figures] of other) this.add(key, figures);
    return this;
  }
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** `converted` of `visitors` as a percentage with one decimal. */
export function conversionRate(converted: number, visitors: number) {
  return round(ratio(converted, visitors) * 100, 1);
}

/** The headline figures the API answers, derived from the sums. */
export function totalsOf(figures: Figures): AggregateFigures {
  return {
    visitors: figures.visitors,
    visits: figures.visits,
    pageviews: figures.pageviews,
    views_per_visit: round(ratio(figures.pageviews, figures.visits), 2),
    bounce_rate: Math.round(ratio(figures.bounces, figures.visits) * 100),
    visit_duration: Math.round(ratio(figures.duration_ms, figures.visits) / 1000),
    conversions: figures.conversions,
    conversion_rate: conversionRate(figures.converted_visitors, figures.visitors),
  };
}
