import { createHash } from 'node:crypto';
import type { MarkdownPicture } from '@vitrine/contract/markdown/markdown-pictures';
import { renderMarkdown } from '@vitrine/contract/markdown/render-markdown';

/** Most rendered posts kept; the least recently used is dropped first. */
const MAX_ENTRIES = 200;
const rendered = new Map<string, { html: string; markdown: string }>();
/** The markdown each kept rendering came from, by its HTML (to draw it again with pictures). */
const sources = new Map<string, string>();

function keep(key: string, html: string, markdown: string) {
  rendered.set(key, { html, markdown });
  sources.set(html, markdown);
  if (rendered.size <= MAX_ENTRIES) return;
  const [oldest, entry] = rendered.entries().next().value ?? [];
  if (oldest === undefined || !entry) return;
  rendered.delete(oldest);
  if (sources.get(entry.html) === entry.markdown) sources.delete(entry.html);
}

/**
 * A post's markdown as sanitised HTML, rendered once per distinct text (and pictures): the key is
 * a digest of the markdown itself, so an edited post renders afresh and an unchanged one costs a
 * hash, not a parse. `pictures` draws the uploads it knows as `<picture>`.
 */
export function renderPostContent(
  markdown: string,
  pictures: ReadonlyMap<string, MarkdownPicture> = new Map(),
): string {
  const hash = createHash('sha256').update(markdown);
  if (pictures.size > 0) hash.update(`\0${JSON.stringify([...pictures])}`);
  const key = hash.digest('base64url');
  const entry = rendered.get(key);
  if (entry !== undefined) {
    rendered.delete(key);
    rendered.set(key, entry);
    return entry.html;
  }
  const fresh = renderMarkdown(markdown, { pictures });
  keep(key, fresh, markdown);
  return fresh;
}

/** The markdown a kept rendering came from, or undefined once it was dropped. */
export function renderedSource(html: string): string | undefined {
  return sources.get(html);
}

/** How many rendered posts are kept (for tests). */
export function renderedContentCount() {
  return rendered.size;
}
