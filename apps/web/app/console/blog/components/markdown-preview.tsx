import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { useMarkdownPreview } from '../use-markdown-preview';

/**
 * The content as the public article shows it (`article-body`). The HTML comes from the site's
 * sanitiser (`renderMarkdown`): raw HTML stays text, unsafe addresses are emptied.
 */
export function MarkdownPreview({
  markdown,
  copy,
}: {
  markdown: string;
  copy: ConsoleBlogCopy['editor']['preview'];
}) {
  const { ready, failed, html, problem } = useMarkdownPreview(markdown);
  if (problem)
    return (
      <p role="alert" className="text-red-700">
        {copy.tooComplex}
      </p>
    );
  if (failed) return <p className="text-red-700">{copy.failed}</p>;
  if (!ready) return <p className="text-slate-500">{copy.loading}</p>;
  if (markdown.trim() === '') return <p className="text-slate-500">{copy.empty}</p>;
  return (
    <div
      className="article-body max-w-none text-base"
      // Sanitised by renderMarkdown, the same pipeline as the public article page.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
