import { createHash } from 'node:crypto';
import { renderMarkdown } from '@vitrine/contract/markdown/render-markdown';

/** Most rendered posts kept; the least recently used is dropped first. */
const MAX_ENTRIES = 200;
const rendered = new Map<string, string>();

/**
 * A post's markdown as sanitised HTML, rendered once per distinct text: the key is a digest of the
 * markdown itself, so an edited post renders afresh and an unchanged one costs a hash, not a parse.
 */
export function renderPostContent(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64url');
  const html = rendered.get(key);
  if (html !== undefined) {
    rendered.delete(key);
    rendered.set(key, html);
    return html;
  }
  const fresh = renderMarkdown(markdown);
  rendered.set(key, fresh);
  if (rendered.size > MAX_ENTRIES) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  return fresh;
}

/** How many rendered posts are kept (for tests). */
export function renderedContentCount() {
  return rendered.size;
}
