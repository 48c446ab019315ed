import { readFileSync } from 'node:fs';
import type { AppLoadContext } from 'react-router';
import type { IslandManifest } from './island-manifest';

let prerenderManifest: IslandManifest | undefined;

/**
 * The islands' scripts for this render: the server's (`RenderContext.islands`, read from the
 * release it serves), or while pre-rendering at build time the manifest the islands build just
 * wrote (`VITRINE_ISLANDS_MANIFEST`, set by `scripts/build-release.mjs`). Neither: no scripts.
 */
export function islandManifest(context: AppLoadContext | undefined): IslandManifest {
  if (context?.islands) return context.islands as IslandManifest;
  const file = process.env.VITRINE_ISLANDS_MANIFEST;
  if (!file) return {};
  prerenderManifest ??= JSON.parse(readFileSync(file, 'utf8')) as IslandManifest;
  return prerenderManifest;
}
