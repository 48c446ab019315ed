import {
  readSeedContent,
  type SiteContentReader,
} from '@vitrine/contract/site-content/site-content';
import type { AppLoadContext } from 'react-router';

/**
 * Where a loader reads the content records: the server passes its own reader in the load context
 * (`siteContent`, straight from its database); pre-rendering at build time has no server and
 * reads the seed, which is what a fresh database holds.
 */
export function siteContentReader(context: AppLoadContext | undefined): SiteContentReader {
  return context?.siteContent ?? readSeedContent;
}
