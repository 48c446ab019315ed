import { describe, expect, it } from 'vitest';
import { loadPage, type ListSource } from './paged-list';
import { recentTotals } from './recent-totals';

describe('counts reused by page turns', () => {
  it('serve the same list and filters for a few seconds, and no change made since', () => {
    recentTotals.set('/admin/leads/waitlist {}', 50_000, 1_000);
    expect(recentTotals.get('/admin/leads/waitlist {}', 10_000)).toBe(50_000);
    expect(recentTotals.get('/admin/leads/waitlist {"q":1}', 10_000)).toBeUndefined();
    expect(recentTotals.get('/admin/leads/waitlist {}', 20_000)).toBeUndefined();
    recentTotals.set('/admin/leads/waitlist {}', 50_000, 1_000);
    recentTotals.forget();
    expect(recentTotals.get('/admin/leads/waitlist {}', 2_000)).toBeUndefined();
  });

  it('read only the page when the total is known', async () => {
    const calls: string[] = [];
    const source = {
      filter: async () => (calls.push('filter'), [{ id: 'a' }]),
      count: async () => (calls.push('count'), 7),
    } as unknown as ListSource<{ id: string }>;
    const signal = new AbortController().signal;
    expect((await loadPage(source, {}, 2, { signal, knownTotal: 120 })).total).toBe(120);
    expect(calls).toEqual(['filter']);
    expect((await loadPage(source, {}, 1, { signal })).total).toBe(7);
    expect(calls).toEqual(['filter', 'filter', 'count']);
  });
});
