import { GlossaryTerm, MAX_GLOSSARY_TERMS } from '@vitrine/contract/entities/glossary-term';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { Locale } from '@vitrine/contract/locales';
import { ConflictError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import type { GlossaryRule } from './translation-prompt';

/** The form of a term written in one language: its own column, else the term as it is. */
const formIn = (term: Record<string, unknown>, language: Locale) => {
  const given = term[language];
  return typeof given === 'string' && given.trim() !== '' ? given.trim() : String(term.term);
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The term as a whole word or phrase, in any case: « Vitrine » in « Vitrine's », not in « Vitrines ». */
const wordPattern = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, 'iu');

/**
 * The glossary rules of one translation: the terms whose form in the source's language occurs
 * in `texts` (the others stay out of the prompt), each with the form to write.
 */
export function glossaryRules(
  terms: readonly Record<string, unknown>[],
  from: Locale,
  to: Locale,
  texts: readonly string[],
): GlossaryRule[] {
  const rules: GlossaryRule[] = [];
  for (const term of terms) {
    const source = formIn(term, from);
    if (!texts.some((text) => wordPattern(source).test(text))) continue;
    rules.push({ source, target: formIn(term, to) });
  }
  return rules;
}

/**
 * 422 `AI_OUTPUT_REJECTED` naming the terms a translated field lacks: each rule whose source
 * form occurs in a source field must have its target form in that field's translation.
 */
export function assertGlossaryKept(
  rules: readonly GlossaryRule[],
  fields: readonly { field: string; source: string; translated: string }[],
) {
  const missing = new Set<string>();
  for (const { source, translated } of fields) {
    for (const rule of rules) {
      if (!wordPattern(rule.source).test(source)) continue;
      if (!wordPattern(rule.target).test(translated)) missing.add(rule.target);
    }
  }
  if (missing.size === 0) return;
  const names = [...missing].map((term) => `« ${term} »`).join(', ');
  throw new AppError(
    422,
    API_ERROR_CODES.aiOutputRejected,
    `The translation does not follow the glossary: ${names} should appear in it. Nothing was saved; try again.`,
  );
}

/** Every term of the glossary (at most MAX_GLOSSARY_TERMS), oldest first. */
export function glossaryTerms(store: EntityStore) {
  return store.list(GlossaryTerm, {
    filter: {},
    limit: MAX_GLOSSARY_TERMS,
    sort: [{ field: 'created_date', descending: false }],
  });
}

/**
 * Declares the bound of the glossary: a create (single, bulk, import) that would store more
 * than MAX_GLOSSARY_TERMS terms is refused with a 409, nothing written.
 */
export function boundGlossary(store: EntityStore) {
  store.on(GlossaryTerm, {
    creating: async (records) => {
      const stored = await store.count(GlossaryTerm, {});
      if (stored + records.length <= MAX_GLOSSARY_TERMS) return;
      throw new ConflictError(
        `The glossary holds at most ${MAX_GLOSSARY_TERMS} terms (${stored} now): delete some before adding others`,
      );
    },
  });
}
