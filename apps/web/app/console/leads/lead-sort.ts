import type { LeadKind } from './lead-kinds';

/** The columns a lead table sorts by, as they appear in the address (`?sort=-name`). */
export const LEAD_SORT_KEYS = ['name', 'email', 'date', 'status'] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];

/** What each key sorts on in the API; a kind without the field cannot sort by it. */
const SORT_FIELDS: Record<LeadKind, Partial<Record<LeadSortKey, readonly string[]>>> = {
  waitlist: { name: ['lastName', 'firstName'], email: ['email'], date: ['created_date'] },
  contact: { name: ['name'], email: ['email'], date: ['created_date'], status: ['status'] },
  demo: { name: ['name'], email: ['email'], date: ['created_date'], status: ['status'] },
  newsletter: { email: ['email'], date: ['created_date'] },
};

export interface LeadSort {
  key: LeadSortKey;
  descending: boolean;
}

/** Newest first, as every table opens. */
export const DEFAULT_LEAD_SORT: LeadSort = { key: 'date', descending: true };

export const sortableKeys = (kind: LeadKind) =>
  LEAD_SORT_KEYS.filter((key) => SORT_FIELDS[kind][key] !== undefined);

/** The sort in the address (`name`, `-date`…); anything this kind cannot sort by is the default. */
export function readLeadSort(kind: LeadKind, value: string): LeadSort {
  const descending = value.startsWith('-');
  const key = value.replace(/^-/, '') as LeadSortKey;
  return SORT_FIELDS[kind][key] ? { key, descending } : DEFAULT_LEAD_SORT;
}

export const writeLeadSort = (sort: LeadSort) => `${sort.descending ? '-' : ''}${sort.key}`;

/**
 * The API's `sort` parameter: the fields in the chosen direction, then the newest first among
 * equals (the server breaks remaining ties by id, so pages never overlap).
 */
export function apiLeadSort(kind: LeadKind, sort: LeadSort): string {
  const fields = SORT_FIELDS[kind][sort.key] ?? ['created_date'];
  const keys = fields.map((field) => `${sort.descending ? '-' : ''}${field}`);
  if (!fields.includes('created_date')) keys.push('-created_date');
  return keys.join(',');
}

/** The sort a header click asks for: the other direction of the same column, else ascending (dates: newest first). */
export function nextLeadSort(current: LeadSort, key: LeadSortKey): LeadSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key === 'date' };
}
