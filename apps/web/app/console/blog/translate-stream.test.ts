import { describe, expect, it } from 'vitest';
import { STREAM_SHOWN_MAX, appendShown } from './use-translate-post';

describe('appendShown', () => {
  it('grows the shown text chunk by chunk', () => {
    expect(appendShown(appendShown('', '## Un '), 'écran')).toBe('## Un écran');
  });

  it('keeps the last STREAM_SHOWN_MAX characters of a text that outgrows them', () => {
    const long = 'a'.repeat(STREAM_SHOWN_MAX - 2);
    const shown = appendShown(long, 'bcdef');
    expect(shown).toHaveLength(STREAM_SHOWN_MAX);
    expect(shown.endsWith('bcdef')).toBe(true);
  });
});
