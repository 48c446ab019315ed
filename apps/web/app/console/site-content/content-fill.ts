import type { Locale } from '@vitrine/contract/locales';
import type { ContentDraft } from './content-kinds';

type Filled = Partial<Record<Locale, string | string[]>>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every((item) => String(item).trim() === ''));

/**
 * Puts the AI's texts for `target` into the draft's bilingual fields that are empty in that
 * language, and only those: a field the person wrote meanwhile is left as it is. Answers the new
 * draft and the fields filled.
 */
export function fillEmptyFields(
  draft: ContentDraft,
  values: Record<string, Filled>,
  target: Locale,
): { draft: ContentDraft; filled: string[] } {
  const next: ContentDraft = { ...draft };
  const filled: string[] = [];
  for (const [field, texts] of Object.entries(values)) {
    const current = draft[field];
    if (typeof current !== 'object' || current === null || Array.isArray(current)) continue;
    const sides = current as Record<string, unknown>;
    const value = texts[target];
    if (value === undefined || isEmpty(value) || !isEmpty(sides[target])) continue;
    // A list stays a list, a text a text, as the field holds them.
    if (Array.isArray(sides[target]) !== Array.isArray(value)) continue;
    next[field] = { ...sides, [target]: value };
    filled.push(field);
  }
  return { draft: next, filled };
}
