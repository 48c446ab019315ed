import { useRouteLoaderData } from 'react-router';
import type { CommonCopy } from '../content/fr/common';

/**
 * The shared copy (header, footer, notices, feature navigation) of the page's language. The root
 * loader sends it with the page, so no script carries it in both languages; `commonCopy` is for
 * loaders and for code loaded on demand.
 */
export function useCommonCopy(): CommonCopy {
  const data = useRouteLoaderData('root') as { common?: CommonCopy } | undefined;
  if (!data?.common) throw new Error('useCommonCopy: the root loader data is missing');
  return data.common;
}
