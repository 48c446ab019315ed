import type { ApiClient } from '@vitrine/contract/client/create-api-client';

// Types come from the typed client: the entity module itself (TypeBox) never reaches the console.
type BlogPostHandler = ApiClient['entities']['BlogPost'];

/** A stored post, with its server fields. */
export type PostRecord = Awaited<ReturnType<BlogPostHandler['get']>>;
/** What `create` accepts (`update` takes any part of it). */
export type PostInput = Parameters<BlogPostHandler['create']>[0];
/** What the posts list asks for: everything but the content. */
export type PostSummary = Pick<
  PostRecord,
  | 'id'
  | 'title'
  | 'slug'
  | 'published'
  | 'language'
  | 'category'
  | 'created_date'
  | 'published_date'
>;
