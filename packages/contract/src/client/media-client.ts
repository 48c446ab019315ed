import type { HttpTransport, RequestOptions } from './http-transport';

/** One stored image of the media library. */
export interface MediaItem {
  name: string;
  /** Where it is served, `/uploads/<name>`: what posts reference. */
  url: string;
  bytes: number;
  uploaded_date: string;
  width?: number;
  height?: number;
  /** Its smallest variant, for thumbnails. */
  thumbnail_url: string;
}

/** The calls available on `client.media` (admins only). */
export interface MediaClient {
  /** The uploaded images, newest first. */
  list(options?: RequestOptions): Promise<MediaItem[]>;
  /** Deletes an image and its variants; 409 `IN_USE` (with `posts`) while a post uses it. */
  remove(name: string, options?: RequestOptions): Promise<void>;
}

/** Builds `client.media`, on `/apps/{appId}/uploads`. */
export function createMediaClient(transport: HttpTransport, appId: string): MediaClient {
  const base = `/apps/${encodeURIComponent(appId)}/uploads`;
  return {
    list: async (options) => {
      const answer = await transport.request<{ items: MediaItem[] }>({
        method: 'GET',
        path: base,
        options,
      });
      return answer.items;
    },
    remove: async (name, options) => {
      await transport.request({
        method: 'DELETE',
        path: `${base}/${encodeURIComponent(name)}`,
        options,
      });
    },
  };
}
