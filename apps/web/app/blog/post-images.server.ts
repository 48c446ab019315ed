import { variantsUrl, type UploadVariants } from '@vitrine/contract/integrations/upload-variants';
import type { MarkdownPicture } from '@vitrine/contract/markdown/markdown-pictures';
import type { MarkdownRender } from '@vitrine/contract/render-context';
import type { AppLoadContext } from 'react-router';
import type { LoadedArticle } from './blog-api.server';
import type { BlogCard } from './blog-types';
import { renderedSource, renderPostContent } from './rendered-content.server';
import { toResponsiveImage } from './responsive-image';

export type ImageResolver = (url: string) => Promise<UploadVariants | undefined>;

/** Resolved uploads kept (their variants never change: a name is never reused). */
const MAX_ENTRIES = 1000;
/**
 * An upload without variants is asked again after this (the `images` command may make them); one
 * whose variants are being made (a `no-store` 404) is asked again on the next render.
 */
const MISSING_FOR_MS = 60_000;
const TIMEOUT_MS = 2000;
const known = new Map<string, UploadVariants | { missingUntil: number }>();

function remember(url: string, entry: UploadVariants | { missingUntil: number }) {
  known.delete(url);
  known.set(url, entry);
  if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value!);
}

const isVariants = (body: unknown): body is UploadVariants =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as UploadVariants).url === 'string' &&
  Number.isInteger((body as UploadVariants).width) &&
  Array.isArray((body as UploadVariants).variants);

/**
 * Resolves an image address to its variants through `GET /uploads/{name}/variants` of this same
 * server (the address `serverApiClient` uses), cached in memory. Anything but an upload (built-in
 * SVGs, external addresses), an upload without variants or a failed call: undefined.
 */
export function imageResolver(
  request: Request,
  context: AppLoadContext | undefined,
): ImageResolver {
  const base = context?.apiUrl || new URL(request.url).origin;
  return async (url) => {
    const address = variantsUrl(url);
    if (!address) return undefined;
    const cached = known.get(url);
    if (cached && 'url' in cached) return cached;
    if (cached && cached.missingUntil > Date.now()) return undefined;
    try {
      const response = await fetch(`${base}${address}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // `no-store`: the variants are being made, and the next render asks again.
      const making = response.headers.get('cache-control') === 'no-store';
      if (response.status === 404 && !making)
        remember(url, { missingUntil: Date.now() + MISSING_FOR_MS });
      if (!response.ok) return undefined;
      const body: unknown = await response.json();
      if (!isVariants(body)) return undefined;
      remember(url, body);
      return body;
    } catch {
      return undefined;
    }
  };
}

/** A featured image as its 40:21 box draws it, when it is an upload that has variants. */
async function featured(resolve: ImageResolver, url: string | undefined) {
  const upload = url ? await resolve(url) : undefined;
  return upload ? toResponsiveImage(upload, 'cover') : undefined;
}

/** Cards with the variants of their featured image (`image`), when it is an upload that has them. */
export function withCardImages<T extends BlogCard>(resolve: ImageResolver, cards: T[]) {
  return Promise.all(
    cards.map(async (card): Promise<T> => {
      const image = await featured(resolve, card.featured_image);
      return image ? { ...card, image } : card;
    }),
  );
}

/** Uploads shown in a rendered post (the renderer writes `src` first). */
const UPLOAD_IMG = /<img src="(\/uploads\/[a-f0-9]{32}\.(?:png|jpg|webp|gif|avif))"/g;

/** A rendered post drawn again with its uploads as `<picture>`; unchanged when none resolve. */
async function withContentPictures(resolve: ImageResolver, html: string, render?: MarkdownRender) {
  const urls = [...new Set([...html.matchAll(UPLOAD_IMG)].map((match) => match[1]!))];
  const markdown = urls.length > 0 ? renderedSource(html) : undefined;
  if (markdown === undefined) return html;
  const pictures = new Map<string, MarkdownPicture>();
  for (const url of urls) {
    const upload = await resolve(url);
    if (!upload) continue;
    const { src, srcSet, width, height, sources } = toResponsiveImage(upload, 'whole');
    pictures.set(url, { src, srcSet, width, height, sources });
  }
  return pictures.size > 0 ? renderPostContent(markdown, pictures, render) : html;
}

/** An article with the variants of its featured image, its inline uploads and its related cards. */
export async function withArticleImages(
  resolve: ImageResolver,
  article: LoadedArticle,
  render?: MarkdownRender,
): Promise<LoadedArticle> {
  const { post } = article;
  const [image, html, related] = await Promise.all([
    featured(resolve, post.featured_image),
    withContentPictures(resolve, post.html, render),
    withCardImages(resolve, article.related),
  ]);
  return { ...article, post: { ...post, html, ...(image ? { image } : {}) }, related };
}
