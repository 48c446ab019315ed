import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Options as SanitizeSchema } from 'rehype-sanitize';
import { safeUrl } from './safe-url';

/** An image the page knows the size and variants of (an upload of this site). */
export interface MarkdownPicture {
  /** The `<img>` fallback: its address and, when there are several widths, its `srcset`. */
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** AVIF first, then WebP: the browser takes the first type it can show. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

/** The width images take in a post's column (48rem less padding), for `sizes`. */
export const POST_IMAGE_SIZES = '(min-width: 768px) 720px, calc(100vw - 32px)';

/** What `srcset` may hold: relative or http(s) addresses and `w` descriptors, nothing else. */
const SRCSET_CANDIDATE = /^(\S+) (\d{1,5})w$/;

/**
 * A `srcset` kept only when every candidate is an address `safeUrl` keeps unchanged with a
 * width descriptor; otherwise undefined (the attribute is dropped).
 */
export function safeSrcSet(value: string): string | undefined {
  const candidates = value.split(',').map((candidate) => candidate.trim());
  for (const candidate of candidates) {
    const match = SRCSET_CANDIDATE.exec(candidate);
    if (!match || safeUrl(match[1]!) !== match[1] || /^(?:https?:)?\/\//i.test(match[1]!))
      return undefined;
  }
  return candidates.join(', ');
}

/** The sanitiser's additions: `picture` and `source` (inside a picture only), sized images. */
export function withPictures(schema: SanitizeSchema): SanitizeSchema {
  const attributes = schema.attributes ?? {};
  return {
    ...schema,
    tagNames: [...new Set([...(schema.tagNames ?? []), 'picture', 'source'])],
    ancestors: { ...schema.ancestors, source: ['picture'] },
    attributes: {
      ...attributes,
      picture: [],
      source: ['srcSet', 'sizes', ['type', 'image/avif', 'image/webp']],
      img: [
        ...(attributes.img ?? []),
        'srcSet',
        'sizes',
        ['loading', 'lazy'],
        ['decoding', 'async'],
      ],
    },
  };
}

/** Every `srcSet` goes through `safeSrcSet`; `sizes` keeps only a length expression's characters. */
export function cleanPictureProperties(element: Element) {
  const { srcSet, sizes } = element.properties;
  if (srcSet !== undefined && srcSet !== null) {
    const safe = safeSrcSet(Array.isArray(srcSet) ? srcSet.join(', ') : String(srcSet));
    if (safe === undefined) delete element.properties.srcSet;
    else element.properties.srcSet = safe;
  }
  if (sizes !== undefined && !/^[a-z0-9 ().,:+\-%]*$/i.test(String(sizes)))
    delete element.properties.sizes;
}

function pictureOf(image: Element, picture: MarkdownPicture): Element {
  const sources: ElementContent[] = picture.sources.map(({ type, srcSet }) => ({
    type: 'element',
    tagName: 'source',
    properties: { type, srcSet, sizes: POST_IMAGE_SIZES },
    children: [],
  }));
  const sized = {
    ...image.properties,
    src: picture.src,
    ...(picture.srcSet ? { srcSet: picture.srcSet, sizes: POST_IMAGE_SIZES } : {}),
    width: picture.width,
    height: picture.height,
    loading: 'lazy',
    decoding: 'async',
  };
  const img: Element = { ...image, properties: sized };
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, img] };
}

/** Images whose address is in `pictures` become `<picture>` with their sources and size. */
export function rehypePictures(pictures: ReadonlyMap<string, MarkdownPicture>) {
  return (tree: HastRoot) => {
    const visit = (parent: { children: (HastRoot['children'][number] | ElementContent)[] }) => {
      parent.children = parent.children.map((node) => {
        if (node.type !== 'element') return node;
        const picture =
          node.tagName === 'img' ? pictures.get(String(node.properties.src)) : undefined;
        if (picture) return pictureOf(node, picture);
        visit(node);
        return node;
      }) as typeof parent.children;
    };
    if (pictures.size > 0) visit(tree);
  };
}
