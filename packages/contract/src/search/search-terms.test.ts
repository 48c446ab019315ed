import { describe, expect, it } from 'vitest';
import { foldText, searchTerms } from './search-terms';

describe('search terms', () => {
  it('folds case and accents, as both databases index them', () => {
    expect(foldText('Écran TÉLÉ « Noël » garçon')).toBe('ecran tele « noel » garcon');
  });

  it('keeps words of letters and digits only, each once, at most eight', () => {
    expect(searchTerms('  Écran:LED*  "4K" écran ')).toEqual(['ecran', 'led', '4k']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('*:& | !()')).toEqual([]);
  });
});
