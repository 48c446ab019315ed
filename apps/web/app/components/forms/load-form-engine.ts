import type { FormEngine } from './form-types';

let pending: Promise<FormEngine> | undefined;

/**
 * Loads the form engine once (forms call it on first focus, pointer press or submit). A failed
 * load (offline) is forgotten, so the next attempt tries again.
 */
export function loadFormEngine(): Promise<FormEngine> {
  pending ??= import('./form-engine').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
