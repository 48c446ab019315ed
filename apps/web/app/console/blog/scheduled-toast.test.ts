import { describe, expect, it } from 'vitest';
import { consoleBlogCopy as copy } from './content/en/console-blog';
import type { PostRecord } from './post-types';
import { isScheduled } from './publication';
import { scheduleAware } from './scheduled-toast';

const published = {
  title: copy.editor.toasts.published,
  description: copy.editor.toasts.publishedText,
};
const post = (published_date: string) => ({ published: true, published_date }) as PostRecord;

describe('scheduled posts in the editor', () => {
  it('says when a scheduled post goes out instead of "live now"', () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const toast = scheduleAware(published, post(later), copy, 'en');
    expect(toast.description).toMatch(/^Visible on the site from /);
    const earlier = new Date(Date.now() - 1000).toISOString();
    expect(scheduleAware(published, post(earlier), copy, 'en')).toBe(published);
  });

  it('knows a future date', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    expect(isScheduled({ published: true, published_date: iso }, Date.parse(iso) - 1)).toBe(true);
    expect(isScheduled({ published: true, published_date: iso }, Date.parse(iso))).toBe(false);
    expect(isScheduled({ published: false, published_date: iso }, 0)).toBe(false);
  });
});
