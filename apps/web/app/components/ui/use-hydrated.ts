import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once React runs the page. Submit buttons
 * stay disabled until then, so a form can never be sent natively (as a GET with its values in the
 * address) before its script is ready.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
