import { describe, expect, it } from 'vitest';
import { fillEmptyFields } from './content-fill';

describe('fillEmptyFields', () => {
  const draft = {
    key: 'starter',
    name: { fr: 'Essentiel', en: '' },
    description: { fr: 'Pour commencer', en: 'Written by hand' },
    features: { fr: ['Un écran', 'Support'], en: [] },
    button_text: { fr: 'Choisir', en: '   ' },
  };

  it('fills the empty side of each bilingual field, never one already written', () => {
    const { draft: next, filled } = fillEmptyFields(
      draft,
      {
        name: { en: 'Essential' },
        description: { en: 'To get started' },
        features: { en: ['One screen', 'Support'] },
        button_text: { en: 'Choose' },
      },
      'en',
    );
    expect(filled).toEqual(['name', 'features', 'button_text']);
    expect(next.name).toEqual({ fr: 'Essentiel', en: 'Essential' });
    expect(next.description).toEqual({ fr: 'Pour commencer', en: 'Written by hand' });
    expect(next.features).toEqual({ fr: ['Un écran', 'Support'], en: ['One screen', 'Support'] });
    expect(next.key).toBe('starter');
    // The draft passed in is left as it was.
    expect(draft.name.en).toBe('');
  });

  it('ignores fields the record does not have, plain fields, and a list offered for a text', () => {
    const { filled, draft: next } = fillEmptyFields(
      draft,
      { key: { en: 'x' }, unknown: { en: 'x' }, name: { en: ['a list'] } },
      'en',
    );
    expect(filled).toEqual([]);
    expect(next).toEqual(draft);
  });
});
