import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-date-input';

describe('date-time fields', () => {
  it('reads and writes the field in the browser’s time', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBe('');
  });
});
