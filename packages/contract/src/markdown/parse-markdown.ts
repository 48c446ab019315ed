import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export type { Root as MarkdownTree, Nodes as MarkdownNode } from 'mdast';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * The syntax tree (mdast, GFM) of `markdown`, as `renderMarkdown` reads it, each node with its
 * position in the text. Raw HTML stays `html` nodes here.
 */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}
