import type { MarkdownPicture } from '@vitrine/contract/markdown/markdown-pictures';
import { renderMarkdown } from '@vitrine/contract/markdown/render-markdown';

export interface MarkdownTask {
  markdown: string;
  /** The uploads drawn as `<picture>`, by address (a Map does not cross to the worker as is). */
  pictures: [string, MarkdownPicture][];
}

/** Runs in a worker thread of `MarkdownRenderer` (its own CommonJS bundle, `dist/markdown-render-worker.cjs`, decision 0068). */
export default function renderTask({ markdown, pictures }: MarkdownTask): string {
  return renderMarkdown(markdown, { pictures: new Map(pictures) });
}
