import { FigureMap, type Figures } from './stats-figures';
import { DASHBOARD_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';

type Row = Record<string, unknown>;

/**
 * The properties the second-level roll-up crosses, as filter and as broken-down property: those
 * the dashboard shows and clicks (docs/decisions/0024-analytics-queries.md).
 */
export const PAIR_PROPERTIES = DASHBOARD_PROPERTIES;

export interface PairRow extends Figures {
  day: string;
  filter_property: string;
  filter_value: string;
  property: string;
  value: string;
}

/** Figures keyed by filter value, then value. */
export class PairMap extends Map<string, FigureMap> {
  add(filterValue: string, value: string, row: Row) {
    let values = this.get(filterValue);
    if (!values) {
      values = new FigureMap();
      this.set(filterValue, values);
    }
    values.add(value, row);
  }
}

/** The pair rows of one day's `(filter, property)` figures. */
export function pairRows(day: string, filter: string, property: string, pairs: PairMap) {
  const rows: PairRow[] = [];
  for (const [filterValue, values] of pairs) {
    for (const [value, figure] of values) {
      rows.push({
        day,
        filter_property: filter,
        filter_value: filterValue,
        property,
        value,
        ...figure,
      });
    }
  }
  return rows;
}
