import {
  SUGGESTION_COUNTS,
  SUGGESTION_LIMITS,
  type AltSuggestion,
  type FilledValue,
  type SeoSuggestion,
  type SubjectSuggestion,
} from '@vitrine/contract/ai/ai-suggestions';
import type { Locale } from '@vitrine/contract/locales';
import type { LocalizedField } from './localized-fields';
import { cleanAlt, cleanLine, cutAtWord } from './suggestion-text';

/** The provider's answer failed a check; `message` says which, for the retry and the 422. */
export class RejectedOutput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RejectedOutput';
  }
}

/** The answer's JSON object; a Markdown code fence around it is tolerated. */
export function parseObject(text: string): Record<string, unknown> {
  const bare = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(bare);
  } catch {
    throw new RejectedOutput('the answer is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new RejectedOutput('the answer is not a JSON object');
  return parsed as Record<string, unknown>;
}

/** One text field of a suggestion: its name, its longest length, how it is cleaned. */
interface TextRule {
  name: string;
  max: number;
  clean: (raw: string, language: Locale) => string;
}

/**
 * A suggestion's fields cleaned and held to their lengths (cut at a word when too long), or
 * undefined when one is missing, empty, or cannot be cut.
 */
function readItem(item: unknown, rules: readonly TextRule[], language: Locale) {
  if (typeof item !== 'object' || item === null) return undefined;
  const read: Record<string, string> = {};
  for (const rule of rules) {
    const raw = (item as Record<string, unknown>)[rule.name];
    if (typeof raw !== 'string') return undefined;
    const cut = cutAtWord(rule.clean(raw, language), rule.max);
    if (!cut) return undefined;
    read[rule.name] = cut;
  }
  return read;
}

/**
 * The `suggestions` list of an answer: its usable items (see `readItem`) without repeats, at most
 * `count.max`; fewer than `count.min` is a rejection.
 */
function readSuggestions<T>(
  text: string,
  rules: readonly TextRule[],
  count: { min: number; max: number },
  language: Locale,
) {
  const list = parseObject(text).suggestions;
  if (!Array.isArray(list)) throw new RejectedOutput('the answer has no "suggestions" list');
  const seen = new Set<string>();
  const kept: Record<string, string>[] = [];
  for (const item of list.slice(0, 20)) {
    const read = readItem(item, rules, language);
    if (!read) continue;
    const key = read[rules[0]!.name]!.toLocaleLowerCase(language);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(read);
    if (kept.length === count.max) break;
  }
  if (kept.length < count.min) {
    const fields = rules.map((rule) => `${rule.name} (at most ${rule.max} characters)`);
    throw new RejectedOutput(
      `the answer has ${kept.length} usable suggestions, ${count.min} are needed, each with ${fields.join(' and ')}`,
    );
  }
  return kept as unknown as T[];
}

const SEO_RULES: readonly TextRule[] = [
  { name: 'seo_title', max: SUGGESTION_LIMITS.seoTitle, clean: cleanLine },
  { name: 'seo_description', max: SUGGESTION_LIMITS.seoDescription, clean: cleanLine },
];
const ALT_RULES: readonly TextRule[] = [
  { name: 'alt', max: SUGGESTION_LIMITS.alt, clean: cleanAlt },
];
const SUBJECT_RULES: readonly TextRule[] = [
  { name: 'subject', max: SUGGESTION_LIMITS.subject, clean: cleanLine },
];

export const readSeoSuggestions = (text: string, language: Locale) =>
  readSuggestions<SeoSuggestion>(text, SEO_RULES, SUGGESTION_COUNTS['post-seo'], language);

export const readAltSuggestions = (text: string, language: Locale) =>
  readSuggestions<AltSuggestion>(text, ALT_RULES, SUGGESTION_COUNTS['image-alt'], language);

export const readSubjectSuggestions = (text: string, language: Locale) =>
  readSuggestions<SubjectSuggestion>(
    text,
    SUBJECT_RULES,
    SUGGESTION_COUNTS['campaign-subjects'],
    language,
  );

/** A field to fill: its rules and the text (or items) of the language it is filled from. */
export interface FieldToFill {
  spec: LocalizedField;
  source: string | string[];
}

function readFilledText(field: FieldToFill, raw: unknown, to: Locale) {
  const { spec } = field;
  if (typeof raw !== 'string') throw new RejectedOutput(`"${spec.field}" must be a text`);
  const text = cleanLine(raw, to);
  if (text === '') throw new RejectedOutput(`"${spec.field}" is empty`);
  if (text.length > spec.maxLength)
    throw new RejectedOutput(`"${spec.field}" must be at most ${spec.maxLength} characters`);
  return text;
}

function readFilledList(field: FieldToFill, raw: unknown, to: Locale) {
  const { spec } = field;
  const expected = (field.source as string[]).length;
  if (!Array.isArray(raw) || raw.length !== expected)
    throw new RejectedOutput(`"${spec.field}" must be a list of ${expected} texts`);
  return raw.map((item: unknown, index) =>
    readFilledText({ spec: { ...spec, field: `${spec.field}[${index}]` }, source: '' }, item, to),
  );
}

/**
 * The answer to a fill: `{"values": {field: text or list}}` holding every field asked for (other
 * fields are ignored), each in the lengths of its field, as `{field: {<to>: value}}`.
 */
export function readFilledValues(text: string, fields: readonly FieldToFill[], to: Locale) {
  const values = parseObject(text).values;
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new RejectedOutput('the answer has no "values" object');
  const answered = values as Record<string, unknown>;
  const filled: Record<string, FilledValue> = {};
  for (const field of fields) {
    const { spec } = field;
    if (!Object.hasOwn(answered, spec.field))
      throw new RejectedOutput(`the answer lacks "${spec.field}"`);
    const raw = answered[spec.field];
    filled[spec.field] = {
      [to]: spec.list ? readFilledList(field, raw, to) : readFilledText(field, raw, to),
    };
  }
  return filled;
}
