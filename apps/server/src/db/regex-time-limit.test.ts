import { describe, expect, it } from 'vitest';
import { RegexTimeLimitError, checkRegexTime, nextRegexStatement } from './regex-time-limit';

describe('the time limit of a statement’s $regex matching', () => {
  it('starts the clock at a statement’s first match and stops a later one past the limit', () => {
    const statement = nextRegexStatement();
    expect(() => checkRegexTime(statement, 0)).not.toThrow();
    expect(() => checkRegexTime(statement, 0)).toThrow(RegexTimeLimitError);
    expect(() => checkRegexTime(statement, 0)).toThrow(/0 ms allowed/);
  });

  it('gives every statement a clock of its own', () => {
    const first = nextRegexStatement();
    checkRegexTime(first, 0);
    const second = nextRegexStatement();
    expect(second).not.toBe(first);
    expect(() => checkRegexTime(second, 0)).not.toThrow();
    const generous = nextRegexStatement();
    checkRegexTime(generous, 60_000);
    expect(() => checkRegexTime(generous, 60_000)).not.toThrow();
  });
});
