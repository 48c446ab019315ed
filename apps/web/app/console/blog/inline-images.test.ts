import { describe, expect, it } from 'vitest';
import { withSnippet } from './use-inline-images';

describe('an image put into the text', () => {
  const image = '![](/uploads/a.jpg)';

  it('stands on its own lines, wherever the cursor was', () => {
    expect(withSnippet('', 0, 0, image)).toEqual({ text: image, at: 0 });
    expect(withSnippet('Intro.', 6, 6, image).text).toBe(`Intro.\n\n${image}`);
    expect(withSnippet('Intro.\n\nOutro.', 8, 8, image).text).toBe(`Intro.\n\n${image}\n\nOutro.`);
    expect(withSnippet('One two', 3, 3, image).text).toBe(`One\n\n${image}\n\n two`);
    expect(withSnippet('Intro.\n', 7, 7, image).text).toBe(`Intro.\n\n${image}`);
  });

  it('goes after an image the caret is inside, never into it', () => {
    const first = '![](/uploads/b.jpg)';
    expect(withSnippet(`Intro.\n\n${first}`, 10, 10, image).text).toBe(
      `Intro.\n\n${first}\n\n${image}`,
    );
    expect(withSnippet(`${first} text`, 2, 2, image).text).toBe(`${first}\n\n${image}\n\n text`);
  });

  it('replaces the selected text, and says where it starts', () => {
    const { text, at } = withSnippet('Keep SELECTED keep', 5, 13, image);
    expect(text).toBe(`Keep \n\n${image}\n\n keep`);
    expect(text.slice(at, at + image.length)).toBe(image);
  });
});
