import { createContext, type ReactElement } from 'react';

/**
 * Draws `element` as static HTML once per `name` and `variant` and answers it: the site's parts
 * that are the same on every page of a language (the footer) cost one render per server, not one
 * per page (decision 0068). `variant` names everything the part depends on; `name` prefixes the
 * ids `useId` draws inside it, so they never meet the page's own.
 */
export type StaticFragmentRenderer = (
  name: string,
  variant: string,
  element: () => ReactElement,
) => string;

/** Given by `entry.server.tsx` to the site's pages; absent, parts render in place. */
export const StaticFragmentContext = createContext<StaticFragmentRenderer | undefined>(undefined);
