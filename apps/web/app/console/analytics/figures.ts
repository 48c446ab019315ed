import type { AggregateFigures } from '@vitrine/contract/client/analytics-stats-client';

/** The figure cards, in the order shown. */
export const FIGURES = [
  'visitors',
  'visits',
  'pageviews',
  'views_per_visit',
  'bounce_rate',
  'visit_duration',
  'conversions',
  'conversion_rate',
] as const satisfies readonly (keyof AggregateFigures)[];

export type FigureName = (typeof FIGURES)[number];

/** A lower bounce rate is the better one; every other figure is better higher. */
export const LOWER_IS_BETTER: ReadonlySet<FigureName> = new Set(['bounce_rate']);

/**
 * The change from `previous` to `current`: in percent for counts, in points for rates
 * (`bounce_rate`, `conversion_rate`); `undefined` when there is nothing to compare with.
 */
export function figureChange(name: FigureName, current: number, previous: number | undefined) {
  if (previous === undefined) return undefined;
  if (name === 'bounce_rate' || name === 'conversion_rate') {
    return { unit: 'points' as const, value: Math.round((current - previous) * 10) / 10 };
  }
  if (previous === 0) return current === 0 ? { unit: 'percent' as const, value: 0 } : undefined;
  return { unit: 'percent' as const, value: Math.round(((current - previous) / previous) * 100) };
}

/** `75 s` → `1 min 15 s`; whole minutes and hours for longer visits. */
export function formatDuration(seconds: number, locale: string) {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
  return unit(rest, 'second');
}

/** A figure as its card shows it, in the console's language. */
export function formatFigure(name: FigureName, value: number, locale: string) {
  if (name === 'visit_duration') return formatDuration(value, locale);
  if (name === 'bounce_rate' || name === 'conversion_rate') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  }
  const digits = name === 'views_per_visit' ? 2 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
