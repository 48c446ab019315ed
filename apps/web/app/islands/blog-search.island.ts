import { mountIslands } from './mount-islands';

/** How long typing pauses before the results follow. */
export const TYPING_PAUSE_MS = 250;

/** The parts of the listing a search replaces, as the server drew them. */
const SWAPPED = ['[data-blog-results]', '[data-blog-count]', '[data-blog-categories]'];

/**
 * Search as you type on the blog listing (docs/product.md §2.13). After a pause in typing, the
 * listing for the new search is fetched (the server renders it, and its page cache keeps searches
 * briefly), and its results, count and category links replace the page's; the address follows
 * (replaced, so Back leaves the blog). One fetch at a time: a newer search aborts the older, so a
 * late answer never overwrites a newer one. Should the fetch fail, the form is sent as a page load.
 */
mountIslands('blog-search', (root) => {
  const form = root.querySelector<HTMLFormElement>('form[role="search"]');
  const box = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const results = root.querySelector<HTMLElement>('[data-blog-results]');
  if (!form || !box || !results) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const addressOf = () => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(name, value);
    }
    const query = params.toString();
    return `${window.location.pathname}${query ? `?${query}` : ''}`;
  };

  const search = async () => {
    clearTimeout(timer);
    const address = addressOf();
    running?.abort();
    const current = (running = new AbortController());
    results.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(address, { signal: current.signal });
      // A 404 is a listing too (a page past the end); any other failure sends the form instead.
      if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const parts = SWAPPED.map((selector) => [
        page.querySelector(selector),
        root.querySelector(selector),
      ]);
      if (parts.some(([fresh, shown]) => !fresh || !shown)) throw new Error('not a blog listing');
      for (const [fresh, shown] of parts) shown!.replaceChildren(...fresh!.childNodes);
      window.history.replaceState(window.history.state, '', address);
    } catch (error) {
      if (current.signal.aborted) return;
      console.error('Blog search failed; sending the form instead', error);
      form.submit();
    } finally {
      if (running === current) results.setAttribute('aria-busy', 'false');
    }
  };

  box.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), TYPING_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search();
  });
});
