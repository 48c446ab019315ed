import type { EntityHandler } from './client/entity-handler';
import type { BlogPostInput, BlogPostRecord } from './entities/blog-post';
import type { MarkdownPicture } from './markdown/markdown-pictures';
import type { SiteContentReader } from './site-content/site-content';

/** Renders a post's markdown as sanitised HTML; `pictures` draws the uploads it knows as `<picture>`. */
export type MarkdownRender = (
  markdown: string,
  pictures: [string, MarkdownPicture][],
) => Promise<string>;

/**
 * The blog posts as a visitor reads them, with the API's own calls (`filter`, `count`): the same
 * checks, visitor view and read cache as `GET /entities/BlogPost`, without the HTTP round trip.
 */
export type BlogPostSource = Pick<EntityHandler<BlogPostInput, BlogPostRecord>, 'filter' | 'count'>;

/**
 * What the server hands React Router with each page it renders: the load context the loaders
 * and `entry.server.tsx` read (`apps/server/src/web/page-route.ts` builds it). Pre-rendering at
 * build time has no server and no context: the web app then falls back on the build's own
 * values (`PUBLIC_URL`, `APP_ID`, the seed content, Markdown rendered in process).
 *
 * A type literal rather than an interface: React Router's `AppLoadContext` is an index
 * signature, which an interface does not satisfy.
 */
export type RenderContext = {
  /** The public origin for absolute URLs (`PUBLIC_URL`). */
  publicUrl: string;
  /** The API's app id, written into the page (`APP_ID`). */
  appId: string;
  /** Where the loaders reach this server's API: the address it listens on, once it does. */
  apiUrl: string | undefined;
  /** Marks this render's own inline scripts, whose hashes go into its Content-Security-Policy. */
  scriptMarker: string;
  /** The content records, read straight from the database. */
  siteContent: SiteContentReader | undefined;
  /** The published posts, read straight from the store (`BlogPostSource`). */
  blogPosts: BlogPostSource | undefined;
  /** The Markdown renderer with a deadline (worker threads, decision 0038), when it runs. */
  renderMarkdown: MarkdownRender | undefined;
  /**
   * The islands' scripts by name, as public URLs (`<release>/islands/manifest.json`, decision
   * 0066); absent, the pages load no script.
   */
  islands: Record<string, { file: string; imports: string[] }> | undefined;
};
