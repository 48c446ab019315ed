import { describe, expect, it } from 'vitest';
import { apiLeadSort, nextLeadSort, readLeadSort, sortableKeys, writeLeadSort } from './lead-sort';

describe('lead table sorts', () => {
  it('read the address, falling back to newest first', () => {
    expect(readLeadSort('contact', '-name')).toEqual({ key: 'name', descending: true });
    expect(readLeadSort('contact', 'status')).toEqual({ key: 'status', descending: false });
    expect(readLeadSort('waitlist', 'status')).toEqual({ key: 'date', descending: true });
    expect(readLeadSort('newsletter', 'name')).toEqual({ key: 'date', descending: true });
    expect(readLeadSort('demo', '')).toEqual({ key: 'date', descending: true });
    expect(writeLeadSort({ key: 'email', descending: true })).toBe('-email');
  });

  it('sort the API by the fields, newest first among equals', () => {
    expect(apiLeadSort('contact', { key: 'name', descending: false })).toBe('name,-created_date');
    expect(apiLeadSort('waitlist', { key: 'name', descending: true })).toBe(
      '-lastName,-firstName,-created_date',
    );
    expect(apiLeadSort('demo', { key: 'date', descending: false })).toBe('created_date');
    expect(sortableKeys('newsletter')).toEqual(['email', 'date']);
  });

  it('turn a column around, or start a new one ascending (dates newest first)', () => {
    const byName = { key: 'name', descending: false } as const;
    expect(nextLeadSort(byName, 'name')).toEqual({ key: 'name', descending: true });
    expect(nextLeadSort(byName, 'email')).toEqual({ key: 'email', descending: false });
    expect(nextLeadSort(byName, 'date')).toEqual({ key: 'date', descending: true });
  });
});
