import { describe, expect, it } from 'vitest';
import { formatSaveTime, isUnpublished } from './save-time';

describe('the autosave time and what a preview is for', () => {
  it('writes the time as each language does: 24-hour « 9 h 05 » in French', () => {
    const morning = new Date(2026, 10, 24, 9, 5);
    expect(formatSaveTime(morning, 'fr')).toBe('9\u00a0h\u00a005');
    expect(formatSaveTime(new Date(2026, 10, 24, 22, 42), 'fr')).toBe('22\u00a0h\u00a042');
    expect(formatSaveTime(morning, 'en')).toMatch(/^9:05\sAM$/);
  });

  it('offers a preview for drafts and scheduled posts, not for posts on the site', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(isUnpublished({ published: false, publishedDate: '' }, now)).toBe(true);
    expect(isUnpublished({ published: true, publishedDate: '2026-12-01T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(isUnpublished({ published: true, publishedDate: '2026-11-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isUnpublished({ published: true, publishedDate: '' }, now)).toBe(false);
  });
});
