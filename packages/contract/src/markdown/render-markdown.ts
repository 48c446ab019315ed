import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Heading, Parent as MdastParent, Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import {
  cleanPictureProperties,
  rehypePictures,
  withPictures,
  type MarkdownPicture,
} from './markdown-pictures';
import { ALLOWED_URL_SCHEMES, isExternalUrl, safeUrl } from './safe-url';

/** hast properties that hold an address; every one goes through `safeUrl`. */
const URL_PROPERTIES = ['href', 'src', 'cite', 'longDesc', 'action', 'formAction', 'poster'];
const FORBIDDEN_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form'];
const CLOBBER = defaultSchema.clobberPrefix ?? 'user-content-';
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

const attributes = { ...defaultSchema.attributes };
attributes.code = [['className', /^language-[a-z0-9-]+$/]];
attributes['*'] = (attributes['*'] ?? []).filter(
  (attribute) =>
    !['action', 'accept', 'acceptCharset', 'encType', 'method'].includes(String(attribute)),
);

/**
 * GitHub's default schema, narrowed: the schemes of docs/product.md §5.5 for href and src, no
 * style or handlers; `picture` and `source` only as `rehypePictures` makes them.
 */
export const MARKDOWN_SCHEMA: SanitizeSchema = withPictures({
  ...defaultSchema,
  attributes,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !FORBIDDEN_TAGS.includes(tag)),
  strip: [...FORBIDDEN_TAGS],
  protocols: {
    href: [...ALLOWED_URL_SCHEMES],
    src: [...ALLOWED_URL_SCHEMES],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
  },
});

/** Raw HTML (block and inline `html` nodes) becomes visible text, never markup. */
function remarkRawHtmlAsText() {
  return (tree: MdastRoot) => {
    const visit = (parent: MdastParent) => {
      parent.children = parent.children.map((child) => {
        if (child.type === 'html') {
          const text = { type: 'text' as const, value: child.value };
          return FLOW_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
        }
        if ('children' in child) visit(child);
        return child;
      }) as typeof parent.children;
    };
    visit(tree);
  };
}

/**
 * The page's title is its only `h1`: when a post uses `#`, every heading moves down so the
 * highest becomes an `h2` (posts written from `##` stay as they are; h6 is the floor).
 */
function remarkDemoteHeadings() {
  return (tree: MdastRoot) => {
    const headings: Heading[] = [];
    const collect = (parent: MdastParent) => {
      for (const child of parent.children) {
        if (child.type === 'heading') headings.push(child);
        if ('children' in child) collect(child);
      }
    };
    collect(tree);
    if (!headings.some((heading) => heading.depth === 1)) return;
    for (const heading of headings)
      heading.depth = Math.min(heading.depth + 1, 6) as Heading['depth'];
  };
}

function walkElements(nodes: HastContent[], onElement: (element: Element) => void) {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    onElement(node);
    walkElements(node.children, onElement);
    if (node.content) walkElements(node.content.children, onElement);
  }
}

/**
 * Every address-bearing property is normalised like a browser would and emptied when unsafe; a
 * `srcset` with one unsafe address is dropped whole.
 */
function rehypeSafeUrls() {
  return (tree: HastRoot) =>
    walkElements(tree.children, (element) => {
      cleanPictureProperties(element);
      for (const property of URL_PROPERTIES) {
        const value = element.properties[property];
        if (value === undefined || value === null) continue;
        element.properties[property] = safeUrl(
          Array.isArray(value) ? value.join(' ') : String(value),
        );
      }
    });
}

/**
 * After sanitising: external links cannot reach back to this page, footnote links point at the
 * prefixed ids, and a rejected code language leaves no empty `class`.
 */
function rehypeFinishLinks() {
  return (tree: HastRoot) =>
    walkElements(tree.children, (element) => {
      const { href, className, dataFootnoteRef, dataFootnoteBackref } = element.properties;
      if (Array.isArray(className) && className.length === 0) delete element.properties.className;
      if (element.tagName !== 'a' || typeof href !== 'string') return;
      if (isExternalUrl(href)) element.properties.rel = ['noopener', 'noreferrer'];
      const isFootnoteLink = dataFootnoteRef !== undefined || dataFootnoteBackref !== undefined;
      if (isFootnoteLink && href.startsWith('#'))
        element.properties.href = `#${CLOBBER}${href.slice(1)}`;
    });
}

/** Runs `finish` (if any) on the sanitised tree, before it is written out. */
const rehypeFinish = (finish?: (tree: HastRoot) => void) => () => (tree: HastRoot) =>
  finish?.(tree);

const processorWith = (
  pictures: ReadonlyMap<string, MarkdownPicture>,
  finish?: (tree: HastRoot) => void,
) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRawHtmlAsText)
    .use(remarkDemoteHeadings)
    .use(remarkRehype, { clobberPrefix: '' })
    .use(rehypePictures, pictures)
    .use(rehypeSafeUrls)
    .use(rehypeSanitize, MARKDOWN_SCHEMA)
    .use(rehypeFinishLinks)
    .use(rehypeFinish(finish))
    .use(rehypeStringify)
    .freeze();

const processor = processorWith(new Map());

export interface RenderOptions {
  /** Images of known size and variants, by address: drawn as `<picture>` (the post page). */
  pictures?: ReadonlyMap<string, MarkdownPicture>;
  /**
   * Changes the sanitised tree before it is written out (the newsletter e-mail inlines its
   * styles and makes addresses absolute). It runs after the sanitiser: it must add nothing a
   * visitor's markdown could control unchecked.
   */
  finish?: (tree: HastRoot) => void;
}

/**
 * Markdown (GFM) to sanitised HTML, for the blog post page (server) and the admin preview
 * (browser). Task-list items keep their checkbox, disabled; a post written from `#` has its
 * headings moved one level down.
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  const { pictures, finish } = options;
  const hasPictures = pictures !== undefined && pictures.size > 0;
  const chosen = hasPictures || finish ? processorWith(pictures ?? new Map(), finish) : processor;
  return String(chosen.processSync(markdown));
}
