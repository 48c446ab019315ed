import { describe, expect, it } from 'vitest';
import { alignedPrevious, formatPointDate, seriesSummary } from './chart-points';
import { figureChange, formatFigure } from './figures';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('figure cards', () => {
  it('gives counts a change in percent and rates a change in points', () => {
    expect(figureChange('visitors', 150, 100)).toEqual({ unit: 'percent', value: 50 });
    expect(figureChange('pageviews', 50, 100)).toEqual({ unit: 'percent', value: -50 });
    expect(figureChange('bounce_rate', 40, 45)).toEqual({ unit: 'points', value: -5 });
    expect(figureChange('conversion_rate', 2.5, 1.2)).toEqual({ unit: 'points', value: 1.3 });
  });

  it('has no change without a previous period, or from nothing to something', () => {
    expect(figureChange('visitors', 10, undefined)).toBeUndefined();
    expect(figureChange('visitors', 10, 0)).toBeUndefined();
    expect(figureChange('visitors', 0, 0)).toEqual({ unit: 'percent', value: 0 });
  });

  it('formats each figure in the console language', () => {
    expect(nbsp(formatFigure('visitors', 12345, 'fr'))).toBe('12 345');
    expect(formatFigure('visitors', 12345, 'en')).toBe('12,345');
    expect(formatFigure('views_per_visit', 2.456, 'en')).toBe('2.46');
    expect(nbsp(formatFigure('bounce_rate', 42, 'fr'))).toBe('42 %');
    expect(formatFigure('conversion_rate', 3.5, 'en')).toBe('3.5%');
    expect(nbsp(formatFigure('visit_duration', 75, 'fr'))).toBe('1 min 15 s');
    expect(formatFigure('visit_duration', 3720, 'en')).toBe('1 hr 2 min');
  });
});

describe('chart points', () => {
  it('labels days, hours and weeks by their start', () => {
    expect(formatPointDate('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatPointDate('2026-11-24', 'fr', 'long')).toBe('24 nov. 2026');
    expect(formatPointDate('2026-11-24 13:00', 'fr')).toBe('13:00');
    expect(formatPointDate('not a date', 'fr')).toBe('not a date');
  });

  it('sums the series and finds the busiest point', () => {
    const points = [
      { date: '2026-11-01', visitors: 3, pageviews: 5, conversions: 0 },
      { date: '2026-11-02', visitors: 7, pageviews: 9, conversions: 1 },
    ];
    expect(seriesSummary(points)).toEqual({
      visitors: 10,
      pageviews: 14,
      conversions: 1,
      peak: points[1],
    });
    expect(seriesSummary([]).peak).toBeUndefined();
  });

  it('pairs the previous period point for point', () => {
    const point = { date: '2026-10-01', visitors: 1, pageviews: 1, conversions: 0 };
    const results = [point, point, point];
    expect(alignedPrevious({ results, previous: [point] })).toEqual([point, undefined, undefined]);
    expect(alignedPrevious({ results })).toEqual([undefined, undefined, undefined]);
  });
});
