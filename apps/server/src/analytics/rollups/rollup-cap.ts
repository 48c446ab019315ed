import type { PairRow } from '../stats/rollup-pairs';
import { addFigures, FigureMap, zeroFigures, type Figures } from '../stats/stats-figures';
import { OTHER_VALUE } from '../collect/track-day-values';

/** Most visitors first, then most page views, then by value (the same order on every run). */
const byWeight = (a: [string, Figures], b: [string, Figures]) =>
  b[1].visitors - a[1].visitors ||
  b[1].pageviews - a[1].pageviews ||
  (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * One property's figures of a day with at most `max` values kept as they are (those of most
 * visitors) and the rest added up under `(other)`: at most `max + 1` rows. The collection stores
 * at most `max` values a day per instance; several instances (or a restart) may store more.
 * Visitors under `(other)` are a sum over its values (a visitor may count more than once).
 */
export function capValues(figures: Map<string, Figures>, max: number): Map<string, Figures> {
  const other = figures.get(OTHER_VALUE);
  if (figures.size - (other ? 1 : 0) <= max) return figures;
  const ranked = [...figures].filter(([value]) => value !== OTHER_VALUE).sort(byWeight);
  const capped = new FigureMap(ranked.slice(0, max));
  const rest = addFigures(zeroFigures(), other ?? {});
  for (const [, figure] of ranked.slice(max)) addFigures(rest, figure);
  capped.set(OTHER_VALUE, rest);
  return capped;
}

/**
 * One `(filter, property)` pair's rows of a day, at most `max` kept as they are (most visitors);
 * the rest added up under `(filter value, (other))` when that filter value kept a row, else
 * `((other), (other))`: at most `2 × max + 1` rows.
 */
export function capPairRows(rows: PairRow[], max: number): PairRow[] {
  if (rows.length <= max) return rows;
  const key = (row: PairRow) => `${row.filter_value}\0${row.value}`;
  const ranked = rows
    .map((row): [string, Figures] => [key(row), row])
    .sort(byWeight)
    .map(([, row]) => row as PairRow);
  const kept = ranked.slice(0, max);
  const filterValues = new Set(kept.map((row) => row.filter_value));
  const byKey = new Map(kept.map((row) => [key(row), row]));
  const merged = new Map<string, PairRow>();
  for (const row of ranked.slice(max)) {
    const filterValue = filterValues.has(row.filter_value) ? row.filter_value : OTHER_VALUE;
    const at = `${filterValue}\0${OTHER_VALUE}`;
    let into = merged.get(at) ?? byKey.get(at);
    if (!into) {
      into = { ...row, filter_value: filterValue, value: OTHER_VALUE, ...zeroFigures() };
      merged.set(at, into);
    }
    addFigures(into, row);
  }
  return [...kept, ...merged.values()];
}
