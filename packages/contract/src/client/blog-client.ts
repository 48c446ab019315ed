import type { BlogPostInput, BlogPostRecord } from '../entities/blog-post';
import type { HttpTransport, RequestOptions } from './http-transport';

/** A signed link to a post as it will look on the site; it works until `expires_at`. */
export interface PreviewLink {
  /** Absolute, from the server's `PUBLIC_URL`. */
  url: string;
  /** The same link as a path of the site (`/blogpost?slug=…&preview=…`). */
  path: string;
  expires_at: string;
}

/** One kept version of a post (the state it had before a change). */
export interface PostVersionSummary {
  id: string;
  /** When that state was saved, and by whom (null when unknown). */
  saved_at: string;
  saved_by: string | null;
  title: string;
  /** Kept by an automatic save of a draft. */
  autosave: boolean;
}

/** A previewed post, as visitors would see it (no author). */
export type PreviewedPost = Omit<BlogPostRecord, 'created_by'>;

/** The calls available on `client.blog`: publishing tools (admins only, but `previewPost`). */
export interface BlogClient {
  /** A preview link of post `id`, valid 7 days. */
  createPreviewLink(id: string, options?: RequestOptions): Promise<PreviewLink>;
  /** The post a preview token names, whatever its status; 404 for a bad or expired token. */
  previewPost(token: string, options?: RequestOptions): Promise<PreviewedPost>;
  /** The kept versions of post `id`, newest first. */
  listVersions(id: string, options?: RequestOptions): Promise<{ versions: PostVersionSummary[] }>;
  /** Brings post `id` back to a version (its text; the status stays); answers the post. */
  restoreVersion(id: string, versionId: string, options?: RequestOptions): Promise<BlogPostRecord>;
  /** Saves a draft automatically (409 for a published post); answers the post. */
  autosave(
    id: string,
    input: Partial<BlogPostInput>,
    options?: RequestOptions,
  ): Promise<BlogPostRecord>;
}

/** Builds `client.blog`, calling `/apps/{appId}/blog/…`. */
export function createBlogClient(transport: HttpTransport, appId: string): BlogClient {
  const base = `/apps/${encodeURIComponent(appId)}/blog`;
  const post = (id: string) => `${base}/posts/${encodeURIComponent(id)}`;
  return {
    createPreviewLink: (id, options) =>
      transport.request({ method: 'POST', path: `${post(id)}/preview-link`, options }),
    previewPost: (token, options) =>
      transport.request({
        method: 'GET',
        path: `${base}/preview/${encodeURIComponent(token)}`,
        options,
        skipAuthRedirect: true,
      }),
    listVersions: (id, options) =>
      transport.request({ method: 'GET', path: `${post(id)}/versions`, options }),
    restoreVersion: (id, versionId, options) =>
      transport.request({
        method: 'POST',
        path: `${post(id)}/versions/${encodeURIComponent(versionId)}/restore`,
        options,
      }),
    autosave: (id, input, options) =>
      transport.request({ method: 'PUT', path: `${post(id)}/autosave`, body: input, options }),
  };
}
