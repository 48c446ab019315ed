/** The most addresses one page prefetches this way. */
export const MAX_PREFETCHES = 20;

/** Addresses that are not site pages: the console, the API, files, previews. */
const NOT_A_PAGE = /^\/(?:admin|login|api|auth|assets|images|uploads)(?:\/|$)|\.[a-z0-9]+$/i;

/** Whether `link` leads to another page of this site that a prefetch may fetch (Speculation Rules' twin). */
export function isPrefetchable(link: HTMLAnchorElement, here: Location): boolean {
  if (link.origin !== here.origin || link.target || link.hasAttribute('download')) return false;
  // The language switch changes the `lang` cookie as it is followed: fetched early, it would
  // still carry the old choice.
  if (link.hasAttribute('data-language-switch')) return false;
  if (NOT_A_PAGE.test(link.pathname) || link.search.includes('preview=')) return false;
  return link.pathname !== here.pathname || link.search !== here.search;
}

/**
 * Navigation between pages is a page load made instant by prefetching (decision 0066). Browsers
 * that read the Speculation Rules the server names (`Speculation-Rules` header) prefetch on their
 * own; the others get a `<link rel="prefetch">` for a site link when the pointer rests on it, a
 * finger touches it or it takes the focus, at most `MAX_PREFETCHES` per page.
 */
export function startLinkPrefetch() {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const done = new Set<string>();
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isPrefetchable(link, window.location)) return;
    if (done.has(link.href) || done.size >= MAX_PREFETCHES) return;
    done.add(link.href);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.href;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, prefetch, { passive: true, capture: true });
  }
}
