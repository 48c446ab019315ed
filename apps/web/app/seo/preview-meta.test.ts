import { describe, expect, it } from 'vitest';
import { withPreviewRobots } from './preview-meta';

describe('the tags of a preview', () => {
  const tags = [{ title: 'A post' }, { name: 'robots', content: 'noindex, follow' }];

  it('are noindex, once, for a preview', () => {
    expect(withPreviewRobots(tags, { preview: true })).toEqual([
      { title: 'A post' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(withPreviewRobots([{ title: 'A post' }], { preview: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('are left alone for the published page', () => {
    expect(withPreviewRobots(tags, { preview: false })).toBe(tags);
    expect(withPreviewRobots(tags, undefined)).toBe(tags);
  });
});
