/**
 * The islands: the only scripts a public page loads (decision 0066). Each name is a module
 * `app/islands/<name>.island.ts(x)`, built apart from the console by `scripts/build-islands.mjs`
 * (esbuild, React taken as `preact/compat`), and mounted on the elements `<Island name>` draws.
 */
export const ISLAND_NAMES = [
  // Header menu and opaque-on-scroll, reading progress, the language choice, audience, prefetch.
  'site',
  // The footer's newsletter box: its engine loads when the visitor first uses it.
  'newsletter-box',
  'blog-search',
  'share',
  'contact-form',
  'demo-form',
  'waitlist-form',
  'newsletter-page',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** One island's module and the shared chunks it imports (preloaded with it), as public URLs. */
export interface IslandAsset {
  file: string;
  imports: string[];
}

/** What the build wrote (`<release>/islands/manifest.json`); a name missing ships no script. */
export type IslandManifest = Partial<Record<IslandName, IslandAsset>>;
