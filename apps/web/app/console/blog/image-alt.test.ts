import { describe, expect, it } from 'vitest';
import { altFor, imagesWithoutAlt, markdownAlt, namedImages } from './image-alt';

describe('alt texts of the post’s images', () => {
  it('finds images without alt text, each once, whatever the title or spaces', () => {
    const text = [
      '![](/uploads/a.jpg)',
      '![A shop](/uploads/b.jpg)',
      '![  ](/uploads/c.jpg "Title")',
      'Text ![](/uploads/a.jpg) again',
      '![Escaped \\] bracket](/uploads/d.jpg)',
      '[not an image](/uploads/e.jpg)',
    ].join('\n\n');
    expect(imagesWithoutAlt(text)).toEqual(['/uploads/a.jpg', '/uploads/c.jpg']);
    expect(imagesWithoutAlt('No image here.')).toEqual([]);
  });

  it('names at most three images, then how many more', () => {
    expect(namedImages(['/uploads/a.jpg'])).toBe('a.jpg');
    expect(namedImages(['/u/a.jpg', '/u/b.jpg', '/u/c.jpg', '/u/d.jpg', '/u/e.jpg'])).toBe(
      'a.jpg, b.jpg, c.jpg +2',
    );
  });

  it('writes the library’s alt text of the post’s language safely into the brackets', () => {
    const item = { alt_fr: 'Une vitrine [la nuit]', alt_en: 'A window\nat night' };
    expect(markdownAlt(altFor(item, 'fr'))).toBe('Une vitrine \\[la nuit\\]');
    expect(markdownAlt(altFor(item, 'en'))).toBe('A window at night');
    expect(imagesWithoutAlt(`![${markdownAlt(altFor(item, 'fr'))}](/uploads/x.jpg)`)).toEqual([]);
  });
});
