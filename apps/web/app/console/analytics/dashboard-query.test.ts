import { describe, expect, it } from 'vitest';
import { formatFilters, parseFilters, withFilter, withoutFilter } from './dashboard-filters';
import { chartInterval, dashboardSearch, readDashboardQuery, statsQuery } from './dashboard-query';

const read = (search: string) => readDashboardQuery(new URLSearchParams(search));

describe('dashboard filters', () => {
  it('reads the Stats API syntax: `;` between filters, `|` between alternatives, `==` and `!=`', () => {
    expect(parseFilters('source==LinkedIn;page!=/tarifs|/en/pricing')).toEqual([
      { property: 'source', operator: '==', values: ['LinkedIn'] },
      { property: 'page', operator: '!=', values: ['/tarifs', '/en/pricing'] },
    ]);
  });

  it('leaves out unknown properties and malformed parts', () => {
    expect(parseFilters('colour==red;source=LinkedIn;page==;==x;device==mobile')).toEqual([
      { property: 'device', operator: '==', values: ['mobile'] },
    ]);
    expect(parseFilters(null)).toEqual([]);
  });

  it('writes back what it reads', () => {
    const text = 'utm_campaign==lancement;page!=/a|/b';
    expect(formatFilters(parseFilters(text))).toBe(text);
    expect(formatFilters([])).toBeUndefined();
  });

  it('a row click replaces the filter on its property and keeps the others', () => {
    const filters = parseFilters('source==Google;page==/tarifs');
    expect(formatFilters(withFilter(filters, 'source', 'LinkedIn'))).toBe(
      'page==/tarifs;source==LinkedIn',
    );
    expect(formatFilters(withoutFilter(filters, 'page'))).toBe('source==Google');
  });
});

describe('dashboard address', () => {
  it('shows the last 30 days, uncompared and unfiltered, by default', () => {
    expect(read('')).toEqual({ period: '30d', compare: false, filters: [] });
    expect(dashboardSearch(read(''))).toBe('');
  });

  it('keeps period, comparison and filters in the address and reads them back', () => {
    const query = read('period=7d&compare=1&filters=source%3D%3DLinkedIn');
    expect(query).toEqual({
      period: '7d',
      compare: true,
      filters: [{ property: 'source', operator: '==', values: ['LinkedIn'] }],
    });
    expect(read(dashboardSearch(query))).toEqual(query);
    expect(new URLSearchParams(dashboardSearch(query)).get('filters')).toBe('source==LinkedIn');
  });

  it('reads a custom range and falls back to 30 days when it is not one', () => {
    expect(read('period=custom&from=2026-01-01&to=2026-01-31')).toMatchObject({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(read('period=custom&from=2026-02-01&to=2026-01-01').period).toBe('30d');
    expect(read('period=custom&from=2026-13-45&to=2026-12-01').period).toBe('30d');
    expect(read('period=custom&from=2026-01-01').period).toBe('30d');
    expect(read('period=forever').period).toBe('30d');
  });

  it('asks the Stats API for the same period and filters', () => {
    expect(
      statsQuery(read('period=custom&from=2026-01-01&to=2026-01-31&filters=goal==Demo')),
    ).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      filters: 'goal==Demo',
    });
    expect(statsQuery(read('period=12mo'))).toEqual({ period: '12mo', filters: undefined });
  });

  it('charts hours for a day, days up to three months, weeks beyond', () => {
    expect(chartInterval(read('period=day'))).toBe('hour');
    expect(chartInterval(read('period=month'))).toBe('day');
    expect(chartInterval(read('period=12mo'))).toBe('week');
    expect(chartInterval(read('period=custom&from=2026-01-01&to=2026-01-02'))).toBe('hour');
    expect(chartInterval(read('period=custom&from=2026-01-01&to=2026-04-03'))).toBe('day');
    expect(chartInterval(read('period=custom&from=2026-01-01&to=2026-04-04'))).toBe('week');
  });
});
