import { Plan } from '@vitrine/contract/entities/plan';
import { describe, expect, it } from 'vitest';
import { localizedFieldsOf } from './localized-fields';
import {
  parseObject,
  readAltSuggestions,
  readFilledValues,
  readSeoSuggestions,
  readSubjectSuggestions,
  RejectedOutput,
  type FieldToFill,
} from './suggestion-output';

const seo = (title: string, description = 'A description of the post.') => ({
  seo_title: title,
  seo_description: description,
});

describe("the provider's JSON", () => {
  it('is read inside a code fence too, and refused when it is not one object', () => {
    expect(parseObject('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(() => parseObject('Sure! {"a":1}')).toThrow(RejectedOutput);
    expect(() => parseObject('[1,2]')).toThrow('not a JSON object');
    expect(() => parseObject('null')).toThrow(RejectedOutput);
  });
});

describe('SEO suggestions', () => {
  it('keeps three cleaned pairs within 60 and 160 characters', () => {
    const answer = JSON.stringify({
      suggestions: [
        seo('**Digital signage** in 5 minutes'),
        seo('Screens that sell', 'd'.repeat(10) + ' word'.repeat(40)),
        seo('A third title'),
        seo('A fourth title, dropped'),
      ],
    });
    const read = readSeoSuggestions(answer, 'en');
    expect(read).toHaveLength(3);
    expect(read[0]!.seo_title).toBe('Digital signage in 5 minutes');
    for (const pair of read) {
      expect(pair.seo_title.length).toBeLessThanOrEqual(60);
      expect(pair.seo_description.length).toBeLessThanOrEqual(160);
    }
    expect(read[1]!.seo_description.endsWith('word')).toBe(true);
  });

  it('skips repeats, empty and unusable items, and refuses fewer than three', () => {
    const answer = JSON.stringify({
      suggestions: [seo('Same'), seo('same'), seo('  '), { seo_title: 'No description' }, seo('B')],
    });
    expect(() => readSeoSuggestions(answer, 'en')).toThrow(/2 usable suggestions, 3 are needed/);
    expect(() => readSeoSuggestions('{"ideas":[]}', 'en')).toThrow('no "suggestions" list');
  });
});

describe('alt and subject suggestions', () => {
  it('reads one to three alt texts of at most 150 characters', () => {
    const read = readAltSuggestions(
      JSON.stringify({ suggestions: [{ alt: 'Picture of a screen' }, { alt: 'A screen' }] }),
      'en',
    );
    expect(read).toEqual([{ alt: 'A screen' }]);
    const many = Array.from({ length: 5 }, (_, index) => ({ alt: `Screen ${index}` }));
    expect(readAltSuggestions(JSON.stringify({ suggestions: many }), 'en')).toHaveLength(3);
    expect(() => readAltSuggestions('{"suggestions":[]}', 'en')).toThrow(RejectedOutput);
  });

  it('reads three subject lines of at most 120 characters', () => {
    const subjects = ['Un', 'Deux !', 'Trois', `Quatre ${'mot '.repeat(50)}`].map((subject) => ({
      subject,
    }));
    const read = readSubjectSuggestions(JSON.stringify({ suggestions: subjects }), 'fr');
    expect(read.map((item) => item.subject)).toEqual(['Un', 'Deux\u00a0!', 'Trois']);
  });
});

describe('filled values', () => {
  const specs = Object.fromEntries(
    localizedFieldsOf(Plan.schema).map((spec) => [spec.field, spec]),
  );
  const fields: FieldToFill[] = [
    { spec: specs.name!, source: 'Essentiel' },
    { spec: specs.features!, source: ['Un écran', 'Deux écrans'] },
  ];

  it('answers every field asked for in the other language, and ignores others', () => {
    const answer = JSON.stringify({
      values: { name: 'Essential', features: ['One screen', 'Two screens'], description: 'x' },
    });
    expect(readFilledValues(answer, fields, 'en')).toEqual({
      name: { en: 'Essential' },
      features: { en: ['One screen', 'Two screens'] },
    });
  });

  it('refuses a missing field, a text past its limit, and a list of another length', () => {
    const missing = JSON.stringify({ values: { name: 'Essential' } });
    expect(() => readFilledValues(missing, fields, 'en')).toThrow('lacks "features"');
    const long = JSON.stringify({ values: { name: 'n'.repeat(41), features: ['a', 'b'] } });
    expect(() => readFilledValues(long, fields, 'en')).toThrow('"name" must be at most 40');
    const short = JSON.stringify({ values: { name: 'Essential', features: ['One screen'] } });
    expect(() => readFilledValues(short, fields, 'en')).toThrow('a list of 2 texts');
    const blank = JSON.stringify({ values: { name: '<b></b>', features: ['a', 'b'] } });
    expect(() => readFilledValues(blank, fields, 'en')).toThrow('"name" is empty');
  });
});
