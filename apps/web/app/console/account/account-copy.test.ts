import { describe, expect, it } from 'vitest';
import { consoleAccountCopy as en } from './content/en/console-account';
import { consoleAccountCopy as fr } from './content/fr/console-account';

/** Every string of a copy object, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    strings(inner, `${path}.${key}`),
  );
}

describe('the account page copy', () => {
  it('has every text in both languages, French with its typography', () => {
    const frStrings = strings(fr);
    expect(strings(en).map(([path]) => path)).toEqual(frStrings.map(([path]) => path));
    for (const [path, text] of [...frStrings, ...strings(en)])
      expect(text.trim(), path).not.toBe('');
    for (const [path, text] of frStrings) {
      expect(text, path).not.toMatch(/ [:;!?]|[^\u00a0][:;!?](\s|$)|'|"/);
    }
  });
});
