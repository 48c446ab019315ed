import type { PostRecord } from './post-types';

let created: PostRecord | undefined;

/** The record the editor just created, handed to the next page's loader so it needs no reload. */
export function passCreatedPost(post: PostRecord) {
  created = post;
}

/** The record passed for `id`, once: a reload of its address loads the post afresh. */
export function takeCreatedPost(id: string): PostRecord | undefined {
  const post = created?.id === id ? created : undefined;
  created = undefined;
  return post;
}
