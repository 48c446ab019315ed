/**
 * Whether visitors wait for this post: published, with a publication date still to come.
 * (Drafts and past dates are not scheduled.)
 */
export function isScheduled(
  post: { published: boolean; published_date?: string },
  now = Date.now(),
) {
  if (!post.published || !post.published_date) return false;
  return Date.parse(post.published_date) > now;
}
