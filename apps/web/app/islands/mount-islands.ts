import type { IslandName } from './island-manifest';

/** Mounts one island on a server-drawn element, with the props `<Island>` wrote beside it. */
export type IslandMount<Props> = (root: HTMLElement, props: Props) => void | Promise<void>;

/** The props `<Island>` serialised in the JSON block right after the island's element. */
function readProps(root: HTMLElement): unknown {
  const block = root.nextElementSibling;
  if (!(block instanceof HTMLScriptElement) || !block.hasAttribute('data-island-props')) return {};
  return JSON.parse(block.textContent || '{}');
}

/** Tells tests and tools that every island of the page is mounted: `<html data-islands="ready">`. */
function markPageWhenAllReady(document: Document) {
  const pending = document.querySelector('[data-island]:not([data-island-ready="true"])');
  if (!pending) document.documentElement.dataset.islands = 'ready';
}

/**
 * Runs `mount` on every `[data-island="<name>"]` element of the page not mounted yet. A failing
 * island is logged and leaves the others alone; the page keeps its server-drawn HTML.
 */
export function mountIslands<Props>(name: IslandName, mount: IslandMount<Props>) {
  const roots = document.querySelectorAll<HTMLElement>(
    `[data-island="${name}"]:not([data-island-ready])`,
  );
  for (const root of roots) {
    root.dataset.islandReady = 'pending';
    Promise.resolve()
      .then(() => mount(root, readProps(root) as Props))
      .catch((error: unknown) => console.error(`Island ${name} failed`, error))
      .finally(() => {
        root.dataset.islandReady = 'true';
        markPageWhenAllReady(document);
      });
  }
  markPageWhenAllReady(document);
}
