import type { HttpTransport, RequestOptions } from './http-transport';
import type { MediaDetails, MediaQuery } from './media-details';

/** One stored image of the media library, with its title and alt texts (empty when none). */
export interface MediaItem extends MediaDetails {
  name: string;
  /** Where it is served, `/uploads/<name>`: what posts reference. */
  url: string;
  bytes: number;
  uploaded_date: string;
  width?: number;
  height?: number;
  /** Its smallest variant, for thumbnails. */
  thumbnail_url: string;
  /** The posts naming it (in their text or as featured image), and those of them featuring it. */
  posts: number;
  featured: number;
}

/** One page of the library, and how many images match in all. */
export interface MediaPage {
  items: MediaItem[];
  total: number;
}

/** The calls available on `client.media` (admins only). */
export interface MediaClient {
  /** The uploaded images matching `query`, newest first, one page of them. */
  list(query?: MediaQuery, options?: RequestOptions): Promise<MediaPage>;
  /** Sets an image's title and alt texts; 404 when there is no such upload. */
  describe(name: string, details: MediaDetails, options?: RequestOptions): Promise<MediaDetails>;
  /** Deletes an image and its variants; 409 `IN_USE` (with `posts`) while a post uses it. */
  remove(name: string, options?: RequestOptions): Promise<void>;
}

/** Builds `client.media`, on `/apps/{appId}/uploads`. */
export function createMediaClient(transport: HttpTransport, appId: string): MediaClient {
  const base = `/apps/${encodeURIComponent(appId)}/uploads`;
  return {
    list: (query = {}, options) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') search.set(key, String(value));
      }
      const text = search.toString();
      return transport.request<MediaPage>({
        method: 'GET',
        path: text ? `${base}?${text}` : base,
        options,
      });
    },
    describe: (name, details, options) =>
      transport.request<MediaDetails>({
        method: 'PUT',
        path: `${base}/${encodeURIComponent(name)}/details`,
        body: details,
        options,
      }),
    remove: async (name, options) => {
      await transport.request({
        method: 'DELETE',
        path: `${base}/${encodeURIComponent(name)}`,
        options,
      });
    },
  };
}
