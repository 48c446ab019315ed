import { renderToStaticMarkup } from 'react-dom/server';
import type { StaticFragmentRenderer } from './components/layout/static-fragment';

/**
 * Fragments kept: one per language and year, and per islands build (a development rebuild), a
 * handful in practice; past the bound the oldest goes.
 */
export const MAX_STATIC_FRAGMENTS = 16;

const fragments = new Map<string, string>();

/** The server's fragment renderer (`StaticFragmentContext`), a bounded map from key to HTML. */
export const renderStaticFragment: StaticFragmentRenderer = (name, variant, element) => {
  const key = `${name} ${variant}`;
  const kept = fragments.get(key);
  if (kept !== undefined) return kept;
  const html = renderToStaticMarkup(element(), { identifierPrefix: `${name}-` });
  if (fragments.size >= MAX_STATIC_FRAGMENTS) fragments.delete(fragments.keys().next().value!);
  fragments.set(key, html);
  return html;
};

/** How many fragments are kept (for tests). */
export function staticFragmentCount() {
  return fragments.size;
}
