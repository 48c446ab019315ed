import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { keepStructure, proseOf } from './markdown-structure';

const SOURCE = [
  '## Pourquoi l’affichage dynamique',
  '',
  'Lisez [notre guide](https://vitrine.example/guide "Le guide") et <https://vitrine.example/tarifs>.',
  '',
  '![Un écran en vitrine](/uploads/ecran.webp)',
  '',
  '- premier point avec `npm run build`',
  '- second point',
  '',
  '```bash',
  'echo "bonjour"',
  '```',
  '',
  '> Une citation',
  '',
  '| Écran | Prix |',
  '| --- | --- |',
  '| 55" | 990 € |',
  '',
  'Voir aussi [la FAQ][faq].',
  '',
  '[faq]: https://vitrine.example/faq',
].join('\n');

const TRANSLATED = [
  '## Why digital signage',
  '',
  'Read [our guide](https://vitrine.example/guide "The guide") and <https://vitrine.example/tarifs>.',
  '',
  '![A screen in a shop window](/uploads/ecran.webp)',
  '',
  '- first point with `npm run build`',
  '- second point',
  '',
  '```bash',
  'echo "bonjour"',
  '```',
  '',
  '> A quote',
  '',
  '| Screen | Price |',
  '| --- | --- |',
  '| 55" | €990 |',
  '',
  'See also [the FAQ][faq].',
  '',
  '[faq]: https://vitrine.example/faq',
].join('\n');

function refusal(source: string, translated: string) {
  try {
    keepStructure(source, translated);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(422);
    expect((error as AppError).code).toBe('AI_OUTPUT_REJECTED');
    return (error as AppError).message;
  }
  throw new Error('the translation was accepted');
}

describe('the Markdown structure check of a translation', () => {
  it('accepts a translation that keeps links, images, code and blocks, unchanged', () => {
    const kept = keepStructure(SOURCE, TRANSLATED);
    expect(kept.markdown).toBe(TRANSLATED);
    expect(kept.restored).toEqual({ links: 0, images: 0, code: 0 });
  });

  it('puts back changed addresses and code by position, and counts them', () => {
    const broken = TRANSLATED.replace('vitrine.example/guide', 'vitrine.example/en/guide')
      .replace('<https://vitrine.example/tarifs>', '<https://vitrine.example/pricing>')
      .replace('/uploads/ecran.webp', '/uploads/screen.webp')
      .replace('echo "bonjour"', 'echo "hello"')
      .replace('`npm run build`', '`npm run construire`')
      .replace('[faq]: https://vitrine.example/faq', '[faq]: https://vitrine.example/en/faq');
    const kept = keepStructure(SOURCE, broken);
    expect(kept.restored).toEqual({ links: 3, images: 1, code: 2 });
    expect(kept.markdown).toBe(TRANSLATED);
  });

  it('keeps the translated link text and title when it puts an address back', () => {
    const source = 'Voir [le guide](/guide "Titre").';
    const kept = keepStructure(source, 'See [the guide](/en/guide "Title").');
    expect(kept.markdown).toBe('See [the guide](/guide "Title").');
    expect(kept.restored.links).toBe(1);
  });

  it('refuses a link missing or added, naming the count', () => {
    const missing = TRANSLATED.replace(
      '[our guide](https://vitrine.example/guide "The guide")',
      'our guide',
    );
    expect(refusal(SOURCE, missing)).toMatch(/1 link instead of 2/);
    const added = `${TRANSLATED}\n\n[Click here](https://evil.example)`;
    expect(refusal(SOURCE, added)).toMatch(/3 links instead of 2/);
  });

  it('refuses an image or a code block missing, changed headings and blocks', () => {
    expect(
      refusal(SOURCE, TRANSLATED.replace('![A screen in a shop window](/uploads/ecran.webp)', '')),
    ).toMatch(/0 images instead of 1/);
    expect(
      refusal(SOURCE, TRANSLATED.replace('```bash\necho "bonjour"\n```', 'echo hello')),
    ).toMatch(/0 code blocks instead of 1/);
    expect(refusal(SOURCE, TRANSLATED.replace('## Why', '### Why'))).toMatch(
      /headings h3 instead of h2/,
    );
    expect(
      refusal(SOURCE, TRANSLATED.replace('- second point', '- second point\n- third point')),
    ).toMatch(/lists, tables and quotes ul 3, quote, table 2x2 instead of ul 2, quote, table 2x2/);
    expect(refusal(SOURCE, TRANSLATED.replace('> A quote', 'A quote'))).toMatch(
      /lists, tables and quotes/,
    );
  });

  it('refuses an address it cannot find in the text to put back', () => {
    // Written with an entity: the parsed address is not the text as written.
    const source = '[a](/x?a=1)';
    expect(refusal(source, '[a](/y?a&#61;1)')).toMatch(/cannot be put back/);
  });
});

describe('the prose of a Markdown text', () => {
  it('keeps text and alt texts, leaves out addresses and code', () => {
    const prose = proseOf(
      '## Vitrine\n\nSee [the guide](https://vitrine.example) and <https://vitrine.example/b>, `vitrine-cli`.\n\n![Vitrine screen](/v.webp)\n\n```\nvitrine\n```',
    );
    expect(prose.split('\n')).toEqual([
      'Vitrine',
      'See ',
      'the guide',
      ' and ',
      ', ',
      '.',
      'Vitrine screen',
    ]);
  });
});
