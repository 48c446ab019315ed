import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS, markdownProblem } from './markdown-limits';

const SEED = path.resolve(import.meta.dirname, '../../../../apps/server/seed');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

describe('markdownProblem', () => {
  it('accepts every seeded article', () => {
    const files = markdownFiles(SEED);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(markdownProblem(readFileSync(file, 'utf8')), file).toBeUndefined();
  });

  it('counts brackets per paragraph, escaped ones not at all', () => {
    const run = '[x] '.repeat(MARKDOWN_LIMITS.bracketsPerBlock / 2);
    expect(markdownProblem(`${run}\n\n${run}`)).toBeUndefined();
    expect(markdownProblem(`${run}\n${run}`)).toContain('500 square brackets');
    expect(markdownProblem('\\['.repeat(10_000))).toBeUndefined();
  });

  it('counts nesting from quote and list markers and indentation', () => {
    expect(markdownProblem(`${'> '.repeat(32)}x`)).toBeUndefined();
    expect(markdownProblem(`${'> '.repeat(33)}x`)).toContain('32 levels');
    expect(markdownProblem(`${'- '.repeat(33)}x`)).toContain('32 levels');
    expect(markdownProblem(`${' '.repeat(66)}- x`)).toContain('32 levels');
    expect(markdownProblem('- x\n'.repeat(5001))).toContain('5000 quote and list markers');
  });
});
