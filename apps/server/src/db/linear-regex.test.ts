import { describe, expect, it } from 'vitest';
import { likePattern, linearRegexTest, plainLiteral } from './linear-regex';

describe('linear-time regex', () => {
  it('matches like a JavaScript regex for ordinary patterns, case-insensitive with "i"', () => {
    expect(linearRegexTest('roux', 'i', 'Inès ROUX')).toBe(1);
    expect(linearRegexTest('roux', '', 'Inès ROUX')).toBe(0);
    expect(linearRegexTest('^in[eè]s\\b', 'i', 'Inès Roux')).toBe(1);
    expect(linearRegexTest('é', 'i', 'DÉJÀ')).toBe(1);
    expect(linearRegexTest('x', 'i', 42)).toBe(0);
  });

  it('runs patterns that make a backtracking engine explode in linear time', () => {
    const started = Date.now();
    const text = 'a'.repeat(100_000);
    expect(linearRegexTest('(a|aa)*c', '', text)).toBe(0);
    expect(linearRegexTest('.*.*.*.*.*.*.*.*x', 'i', text)).toBe(0);
    expect(linearRegexTest('(x+x+)+y', '', 'x'.repeat(100_000))).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what cannot run in linear time: backreferences and lookarounds', () => {
    expect(() => linearRegexTest('(a)\\1', '', 'aa')).toThrow();
    expect(() => linearRegexTest('a(?=b)', '', 'ab')).toThrow();
  });
});

describe('plain literal patterns', () => {
  it('reads escaped text and anchors', () => {
    expect(plainLiteral('roux')).toEqual({
      text: 'roux',
      anchoredStart: false,
      anchoredEnd: false,
    });
    expect(plainLiteral('jean\\.dupont\\+1@ex\\.fr')).toEqual({
      text: 'jean.dupont+1@ex.fr',
      anchoredStart: false,
      anchoredEnd: false,
    });
    expect(plainLiteral('^roux$')).toEqual({
      text: 'roux',
      anchoredStart: true,
      anchoredEnd: true,
    });
    expect(plainLiteral('cost\\$')).toEqual({
      text: 'cost$',
      anchoredStart: false,
      anchoredEnd: false,
    });
    expect(plainLiteral('50% off_now')?.text).toBe('50% off_now');
  });

  it('is undefined for anything a regex engine must run', () => {
    for (const pattern of [
      'a.b',
      'a*',
      '(a)',
      '[ab]',
      'a|b',
      'a{2}',
      '\\d',
      '\\bx',
      'a^b',
      'a$b',
      '\\',
    ])
      expect(plainLiteral(pattern)).toBeUndefined();
  });

  it('turns into a LIKE pattern with %, _ and \\ escaped', () => {
    expect(likePattern(plainLiteral('50% off_now\\\\')!)).toBe('%50\\% off\\_now\\\\%');
    expect(likePattern(plainLiteral('^roux')!)).toBe('roux%');
    expect(likePattern(plainLiteral('roux$')!)).toBe('%roux');
  });
});
