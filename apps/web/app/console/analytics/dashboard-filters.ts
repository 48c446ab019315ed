import { STATS_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';
import type { BreakdownProperty } from '@vitrine/contract/client/analytics-stats-client';

/** One narrowing of the dashboard: `source==LinkedIn`, `page!=/tarifs`, `device==mobile|tablet`. */
export interface DashboardFilter {
  property: BreakdownProperty;
  operator: '==' | '!=';
  /** Alternatives: any of them matches. */
  values: string[];
}

const isProperty = (name: string): name is BreakdownProperty =>
  (STATS_PROPERTIES as readonly string[]).includes(name);

/** Reads `source==LinkedIn;page==/tarifs`; malformed parts and unknown properties are left out. */
export function parseFilters(text: string | null): DashboardFilter[] {
  if (!text) return [];
  const filters: DashboardFilter[] = [];
  for (const part of text.split(';')) {
    const [, property = '', operator, rest = ''] = /^([a-z_]+)(==|!=)(.+)$/.exec(part.trim()) ?? [];
    if (!isProperty(property)) continue;
    const values = rest.split('|').filter((value) => value !== '');
    if (values.length === 0) continue;
    filters.push({ property, operator: operator === '!=' ? '!=' : '==', values });
  }
  return filters;
}

/** The Stats API's `filters` parameter; `undefined` when there is none. */
export function formatFilters(filters: readonly DashboardFilter[]): string | undefined {
  if (filters.length === 0) return undefined;
  return filters
    .map(({ property, operator, values }) => `${property}${operator}${values.join('|')}`)
    .join(';');
}

/**
 * Narrows to `property == value`: replaces whatever filter the property had (a click on a row
 * of a table already filtered by that property moves to that row's value).
 */
export function withFilter(
  filters: readonly DashboardFilter[],
  property: BreakdownProperty,
  value: string,
): DashboardFilter[] {
  const others = filters.filter((filter) => filter.property !== property);
  return [...others, { property, operator: '==', values: [value] }];
}

export function withoutFilter(
  filters: readonly DashboardFilter[],
  property: BreakdownProperty,
): DashboardFilter[] {
  return filters.filter((filter) => filter.property !== property);
}
