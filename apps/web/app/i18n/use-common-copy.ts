import { createContext, useContext } from 'react';
import type { CommonCopy } from '../content/fr/common';

/**
 * Given by the site's frame (`SiteShell`, from the root loader, which sends the copy with the page
 * so that no script carries it in both languages) and to the parts drawn apart from the router
 * (`static-fragment.ts`). `commonCopy` is for loaders and for code loaded on demand.
 */
export const CommonCopyContext = createContext<CommonCopy | undefined>(undefined);

/** The shared copy (header, footer, notices, feature navigation) of the page's language. */
export function useCommonCopy(): CommonCopy {
  const copy = useContext(CommonCopyContext);
  if (!copy) throw new Error('useCommonCopy: no CommonCopyContext (SiteShell) above');
  return copy;
}
