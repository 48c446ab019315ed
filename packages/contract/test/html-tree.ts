import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** Test helper: every element of `html` as a browser's parser would build it (parse5). */
export function parsedElements(html: string): Element[] {
  const elements: Element[] = [];
  const walk = (node: { children?: unknown[] }) => {
    for (const child of (node.children ?? []) as (Element | { type: string })[]) {
      if (child.type !== 'element') continue;
      elements.push(child as Element);
      walk(child as Element);
    }
  };
  walk(fromHtml(html, { fragment: true }));
  return elements;
}
