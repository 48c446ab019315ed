import { createHash } from 'node:crypto';
import type { MarkdownPicture } from '@vitrine/contract/markdown/markdown-pictures';
import { renderMarkdown } from '@vitrine/contract/markdown/render-markdown';
import type { MarkdownRender } from '@vitrine/contract/render-context';
import type { AppLoadContext } from 'react-router';

const inProcess: MarkdownRender = async (markdown, pictures) =>
  renderMarkdown(markdown, { pictures: new Map(pictures) });

/**
 * How a post's markdown is rendered: the server's workers with a deadline, which it puts in the
 * load context (`renderMarkdown`), else in process (development, pre-rendering).
 */
export function contextRenderer(context: AppLoadContext | undefined): MarkdownRender {
  return context?.renderMarkdown ?? inProcess;
}

/** A post whose markdown could not be rendered (too slow, or the renderer failed on it). */
export class PostRenderFailed extends Error {}

/** Most rendered posts kept; the least recently used is dropped first. */
const MAX_ENTRIES = 200;
/** How long a failed render is answered from memory before the text is tried again. */
const FAILED_FOR_MS = 10 * 60_000;
type Entry = { html: string; markdown: string } | { failedUntil: number };
const rendered = new Map<string, Entry>();
/** The markdown each kept rendering came from, by its HTML (to draw it again with pictures). */
const sources = new Map<string, string>();

function keep(key: string, entry: Entry) {
  rendered.set(key, entry);
  if ('html' in entry) sources.set(entry.html, entry.markdown);
  if (rendered.size <= MAX_ENTRIES) return;
  const [oldest, dropped] = rendered.entries().next().value ?? [];
  if (oldest === undefined || !dropped) return;
  rendered.delete(oldest);
  if ('html' in dropped && sources.get(dropped.html) === dropped.markdown)
    sources.delete(dropped.html);
}

/** A renderer that was only too busy (its queue full) says nothing about the text: not kept. */
const isBusy = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'MARKDOWN_RENDER_BUSY';

/**
 * A post's markdown as sanitised HTML, rendered once per distinct text (and pictures): the key is
 * a digest of the markdown itself, so an edited post renders afresh and an unchanged one costs a
 * hash, not a parse. `pictures` draws the uploads it knows as `<picture>`. A text that failed to
 * render fails again at once for `FAILED_FOR_MS` (`PostRenderFailed`), without a new render.
 */
export async function renderPostContent(
  markdown: string,
  pictures: ReadonlyMap<string, MarkdownPicture> = new Map(),
  render: MarkdownRender = inProcess,
  now = Date.now(),
): Promise<string> {
  const hash = createHash('sha256').update(markdown);
  if (pictures.size > 0) hash.update(`\0${JSON.stringify([...pictures])}`);
  const key = hash.digest('base64url');
  const entry = rendered.get(key);
  if (entry !== undefined && ('html' in entry || entry.failedUntil > now)) {
    rendered.delete(key);
    rendered.set(key, entry);
    if ('html' in entry) return entry.html;
    throw new PostRenderFailed('This post failed to render a moment ago');
  }
  try {
    const html = await render(markdown, [...pictures]);
    keep(key, { html, markdown });
    return html;
  } catch (error) {
    if (!isBusy(error)) keep(key, { failedUntil: now + FAILED_FOR_MS });
    throw new PostRenderFailed('This post failed to render', { cause: error });
  }
}

/** The markdown a kept rendering came from, or undefined once it was dropped. */
export function renderedSource(html: string): string | undefined {
  return sources.get(html);
}

/** How many rendered posts are kept (for tests). */
export function renderedContentCount() {
  return rendered.size;
}
