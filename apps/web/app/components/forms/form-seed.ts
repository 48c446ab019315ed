import { createContext } from 'react';
import type { FieldValue } from './use-entity-form';

/**
 * What the visitor had already typed in the server's form before its island started (read from
 * the page by `islands/forms/read-form-fields.ts`): the island starts from it, so nothing typed
 * early is lost.
 */
export const FormSeedContext = createContext<Record<string, FieldValue> | undefined>(undefined);

/** `initial` with the seed's value for each field of the same kind; other seed entries ignored. */
export function seededValues<V extends Record<string, FieldValue>>(
  initial: V,
  seed: Record<string, FieldValue> | undefined,
): V {
  if (!seed) return initial;
  const values: Record<string, FieldValue> = { ...initial };
  for (const [name, value] of Object.entries(initial)) {
    const typed = seed[name];
    if (typed === undefined) continue;
    const sameKind = Array.isArray(value) ? Array.isArray(typed) : typeof typed === typeof value;
    if (sameKind) values[name] = typed;
  }
  return values as V;
}
