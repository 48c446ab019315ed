/** Words a search takes at most, and the longest word kept. */
export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Text as searches compare it: lower case, without accents (« Écran » → « ecran »). */
export function foldText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a visitor's search, folded: letters and digits only, so nothing in them is
 * query syntax for either database. Each matches the start of a word (`ecr` finds « écran »).
 */
export function searchTerms(text: string): string[] {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}
