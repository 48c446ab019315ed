import { describe, expect, it } from 'vitest';
import { cleanAlt, cleanLine, cutAtWord, startOf } from './suggestion-text';

describe('a single-line text from the provider', () => {
  it('loses control, zero-width and bidirectional characters', () => {
    expect(cleanLine('Écrans\u0000 en\u0007 vitrine\u200b\u202e', 'en')).toBe('Écrans en vitrine');
    expect(cleanLine('Two\nlines\r\nhere\tand\u0085there', 'en')).toBe('Two lines here and there');
  });

  it('loses HTML tags and comments, and any stray angle bracket', () => {
    expect(cleanLine('<b>Bold</b> <script>alert(1)</script>move<!-- note -->', 'en')).toBe(
      'Bold alert(1) move',
    );
    expect(cleanLine('a < b > c', 'en')).toBe('a b c');
  });

  it('loses Markdown marks; links and images keep their words', () => {
    expect(cleanLine('## **Digital** signage, `fast` and ~~cheap~~', 'en')).toBe(
      'Digital signage, fast and cheap',
    );
    expect(cleanLine('Read [our guide](https://x.test) ![logo](/a.png)', 'en')).toBe(
      'Read our guide logo',
    );
    expect(cleanLine('- A list item', 'en')).toBe('A list item');
    expect(cleanLine('snake_case stays', 'en')).toBe('snake_case stays');
  });

  it('loses quotation marks that wrap the whole text, not those inside it', () => {
    expect(cleanLine('"Screens that sell"', 'en')).toBe('Screens that sell');
    expect(cleanLine('« Des écrans qui vendent »', 'fr')).toBe('Des écrans qui vendent');
    expect(cleanLine('« Un » et « deux »', 'fr')).toBe('«\u00a0Un\u00a0» et «\u00a0deux\u00a0»');
  });

  it('gives French its non-breaking spaces before : ; ! ?', () => {
    expect(cleanLine('Vitrine : des écrans ; enfin ! Pourquoi ?', 'fr')).toBe(
      'Vitrine\u00a0: des écrans\u00a0; enfin\u00a0! Pourquoi\u00a0?',
    );
    expect(cleanLine('Vitrine: screens!', 'en')).toBe('Vitrine: screens!');
  });
});

describe('an alt text', () => {
  it('does not open with "image of" in either language', () => {
    expect(cleanAlt('Image of a screen in a shop window', 'en')).toBe('A screen in a shop window');
    expect(cleanAlt('A picture showing two people', 'en')).toBe('Two people');
    expect(cleanAlt("Image d'un écran en vitrine", 'fr')).toBe('Un écran en vitrine');
    expect(cleanAlt('Une photo de la boutique', 'fr')).toBe('La boutique');
    expect(cleanAlt('Imagery of the future', 'en')).toBe('Imagery of the future');
  });
});

describe('cutting at a word', () => {
  it('keeps a text within the limit whole', () => {
    expect(cutAtWord('Short title', 60)).toBe('Short title');
    expect(cutAtWord('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  it('cuts after the last whole word, without a dangling comma or dash', () => {
    const text = 'Digital signage for shops, restaurants and hotels — everything you need';
    const cut = cutAtWord(text, 60)!;
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe('Digital signage for shops, restaurants and hotels');
    expect(cutAtWord('one two, three', 9)).toBe('one two');
  });

  it('refuses a text whose cut would keep less than half the limit', () => {
    expect(cutAtWord(`Go ${'x'.repeat(80)}`, 60)).toBeUndefined();
    expect(cutAtWord('y'.repeat(61), 60)).toBeUndefined();
  });
});

describe('the start of a long text', () => {
  it('is the whole text within the bound, else cut at a space before it', () => {
    expect(startOf('short', 12_000)).toBe('short');
    const long = 'word '.repeat(5_000);
    const start = startOf(long, 12_000);
    expect(start.length).toBeLessThanOrEqual(12_000);
    expect(start.length).toBeGreaterThan(11_990);
    expect(start.endsWith('word')).toBe(true);
    expect(startOf('z'.repeat(13_000), 12_000)).toHaveLength(12_000);
  });
});
