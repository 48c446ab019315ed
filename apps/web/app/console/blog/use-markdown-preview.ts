import { markdownProblem } from '@vitrine/contract/markdown/markdown-limits';
import { useEffect, useState } from 'react';

type Render = (markdown: string) => string;
const DEBOUNCE_MS = 150;

/**
 * The content as the public article shows it: the site's own renderer and sanitiser, loaded on
 * demand (only the editor needs it), run 150 ms after the last keystroke. A text past
 * `MARKDOWN_LIMITS` is not rendered (it would freeze the tab): `problem` says why.
 */
export function useMarkdownPreview(markdown: string) {
  const [render, setRender] = useState<Render>();
  const [failed, setFailed] = useState(false);
  const [html, setHtml] = useState('');

  useEffect(() => {
    let active = true;
    import('@vitrine/contract/markdown/render-markdown').then(
      (module) => {
        if (active) setRender(() => module.renderMarkdown);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const problem = markdownProblem(markdown);
  useEffect(() => {
    if (!render || problem) return;
    const timer = setTimeout(() => setHtml(render(markdown)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [markdown, render, problem]);

  return { ready: render !== undefined, failed, html, problem };
}
