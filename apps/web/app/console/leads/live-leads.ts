import type { EntityChange } from '../shared/realtime/entity-change';
import type { ListPage } from '../shared/lists/load-list';
import { PAGE_SIZE } from '../shared/lists/paged-list';
import type { LeadRow } from './lead-kinds';
import { DEFAULT_LEAD_SORT, type LeadSort } from './lead-sort';

/** A lead table as loaded, then changed by what the server told since. */
export interface LiveLeads {
  rows: LeadRow[];
  total: number;
  /** Rows that arrived while the page was open, newest last (announced, marked). */
  arrived: LeadRow[];
  /** New leads this view would not show (filters, another page or order): offered in a notice. */
  waiting: number;
}

export const startLiveLeads = (list: Pick<ListPage<LeadRow>, 'rows' | 'total'>): LiveLeads => ({
  rows: list.rows,
  total: list.total,
  arrived: [],
  waiting: 0,
});

/**
 * Whether a new lead belongs at the top of this view: its first page, newest first, with no
 * filter. Any filter counts, even one the lead would match: the server decides what matches
 * (searches, local periods), so such a view offers a notice rather than guessing.
 */
export const showsNewLeads = (view: { page: number; filtered: boolean; sort: LeadSort }) =>
  view.page === 1 &&
  !view.filtered &&
  view.sort.key === DEFAULT_LEAD_SORT.key &&
  view.sort.descending === DEFAULT_LEAD_SORT.descending;

const isLead = (data: unknown): data is LeadRow =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as LeadRow).id === 'string' &&
  typeof (data as LeadRow).created_date === 'string';

/**
 * The table after one change: a new lead goes on top (the page keeps `PAGE_SIZE` rows) when the
 * view shows new leads, else it is counted as waiting; an update replaces its row; a delete
 * removes it. A create the table already holds (the page loaded after it) changes nothing.
 */
export function applyLeadChange(live: LiveLeads, change: EntityChange, showsNew: boolean) {
  const index = live.rows.findIndex((row) => row.id === change.id);
  if (change.type === 'create') {
    if (index !== -1 || !isLead(change.data)) return live;
    if (!showsNew) return { ...live, waiting: live.waiting + 1 };
    const row = change.data;
    return {
      ...live,
      rows: [row, ...live.rows].slice(0, PAGE_SIZE),
      total: live.total + 1,
      arrived: [...live.arrived, row],
    };
  }
  if (index === -1) return live;
  const rows = [...live.rows];
  if (change.type === 'update') {
    if (!isLead(change.data)) return live;
    rows[index] = change.data;
    return { ...live, rows };
  }
  rows.splice(index, 1);
  return { ...live, rows, total: Math.max(rows.length, live.total - 1) };
}
