import type { ConsoleAnalyticsCopy } from './content/fr/console-analytics';

/** What the server stores a value past the day's distinct values as. */
export const OTHER_VALUE = '(other)';

/** A breakdown or filter value as shown: a goal's name, "other values", or the value itself. */
export function valueLabel(copy: ConsoleAnalyticsCopy, property: string, value: string) {
  if (value === OTHER_VALUE) return copy.tables.other;
  return property === 'goal' ? (copy.goals[value] ?? value) : value;
}
