import { LRUCache } from 'lru-cache';
import { RE2JS } from 're2js';

/** The 200 patterns used last, compiled. */
const cache = new LRUCache<string, RE2JS>({ max: 200 });

/**
 * A pattern compiled for RE2, whose matching time is linear in the input whatever the pattern
 * (no backtracking: a hostile pattern cannot hang the process). Throws on syntax RE2 does not
 * have (backreferences, lookarounds). Compiled patterns are kept, so a filter compiles once.
 */
export function linearRegex(pattern: string, flags: string): RE2JS {
  const key = `${flags}/${pattern}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = RE2JS.compile(pattern, flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
    cache.set(key, compiled);
  }
  return compiled;
}

/** 1 when a string value contains a match, else 0 (SQLite's `vitrine_regex`). */
export function linearRegexTest(pattern: string, flags: string, value: unknown) {
  if (typeof value !== 'string') return 0;
  return linearRegex(pattern, flags).test(value) ? 1 : 0;
}

/** A pattern that is only literal text, with optional `^` and `$` anchors. */
export interface PlainLiteral {
  text: string;
  anchoredStart: boolean;
  anchoredEnd: boolean;
}

const META = new Set([...'.*+?()[]{}|^$\\']);

/**
 * The literal text of a pattern made of plain characters and escaped punctuation (what an
 * escaping function such as lodash's `escapeRegExp` produces), or undefined for any real regex.
 */
export function plainLiteral(pattern: string): PlainLiteral | undefined {
  const anchoredStart = pattern.startsWith('^');
  let body = anchoredStart ? pattern.slice(1) : pattern;
  const anchoredEnd = body.endsWith('$') && !/(^|[^\\])(\\\\)*\\\$$/.test(body);
  if (anchoredEnd) body = body.slice(0, -1);
  let text = '';
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (char === '\\') {
      const next = body[index + 1];
      // `\d`, `\w`, `\b`, `\n`, `\u…`: classes and escapes, not literal characters.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined;
      text += next;
      index += 1;
    } else if (META.has(char)) return undefined;
    else text += char;
  }
  return { text, anchoredStart, anchoredEnd };
}

/** A LIKE pattern (escape character `\`) matching the literal as the regex would. */
export function likePattern({ text, anchoredStart, anchoredEnd }: PlainLiteral) {
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  return `${anchoredStart ? '' : '%'}${escaped}${anchoredEnd ? '' : '%'}`;
}
