import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../shared/lists/paged-list';
import type { LeadRow } from './lead-kinds';
import { applyLeadChange, showsNewLeads, startLiveLeads } from './live-leads';

const lead = (id: string, extra: Partial<LeadRow> = {}): LeadRow => ({
  id,
  email: `${id}@example.com`,
  created_date: '2026-11-28T03:00:00.000Z',
  updated_date: '2026-11-28T03:00:00.000Z',
  ...extra,
});

describe('live lead tables', () => {
  const newest = { key: 'date', descending: true } as const;

  it('shows new leads only on the first page, newest first, unfiltered', () => {
    expect(showsNewLeads({ page: 1, filtered: false, sort: newest })).toBe(true);
    expect(showsNewLeads({ page: 2, filtered: false, sort: newest })).toBe(false);
    expect(showsNewLeads({ page: 1, filtered: true, sort: newest })).toBe(false);
    expect(
      showsNewLeads({ page: 1, filtered: false, sort: { key: 'date', descending: false } }),
    ).toBe(false);
    expect(
      showsNewLeads({ page: 1, filtered: false, sort: { key: 'name', descending: true } }),
    ).toBe(false);
  });

  it('puts a new lead on top, keeps a full page and counts it', () => {
    const rows = Array.from({ length: PAGE_SIZE }, (_, index) => lead(`old${index}`));
    const live = applyLeadChange(
      startLiveLeads({ rows, total: 120 }),
      { type: 'create', id: 'new', data: lead('new') },
      true,
    );
    expect(live.rows[0]?.id).toBe('new');
    expect(live.rows).toHaveLength(PAGE_SIZE);
    expect(live.rows.at(-1)?.id).toBe(`old${PAGE_SIZE - 2}`);
    expect(live.total).toBe(121);
    expect(live.arrived.map((row) => row.id)).toEqual(['new']);
    expect(live.waiting).toBe(0);
  });

  it('counts a new lead the view would not show as waiting, rows untouched', () => {
    const start = startLiveLeads({ rows: [lead('a')], total: 1 });
    const live = applyLeadChange(start, { type: 'create', id: 'b', data: lead('b') }, false);
    expect(live.rows).toEqual(start.rows);
    expect(live.total).toBe(1);
    expect(live.waiting).toBe(1);
  });

  it('ignores a create the page already holds, or one without a record', () => {
    const start = startLiveLeads({ rows: [lead('a')], total: 1 });
    expect(applyLeadChange(start, { type: 'create', id: 'a', data: lead('a') }, true)).toBe(start);
    expect(applyLeadChange(start, { type: 'create', id: 'b' }, true)).toBe(start);
  });

  it('replaces an updated row (a teammate changed its status) and removes a deleted one', () => {
    const start = startLiveLeads({ rows: [lead('a'), lead('b', { status: 'new' })], total: 7 });
    const updated = applyLeadChange(
      start,
      { type: 'update', id: 'b', data: lead('b', { status: 'won', assignee_id: 'u1' }) },
      true,
    );
    expect(updated.rows[1]).toMatchObject({ status: 'won', assignee_id: 'u1' });
    expect(updated.rows[0]).toBe(start.rows[0]);
    const deleted = applyLeadChange(updated, { type: 'delete', id: 'a' }, true);
    expect(deleted.rows.map((row) => row.id)).toEqual(['b']);
    expect(deleted.total).toBe(6);
    expect(applyLeadChange(deleted, { type: 'delete', id: 'zz' }, true)).toBe(deleted);
    expect(applyLeadChange(deleted, { type: 'update', id: 'zz', data: lead('zz') }, true)).toBe(
      deleted,
    );
  });
});
