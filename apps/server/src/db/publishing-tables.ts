/** Secrets the server makes once and every instance shares (the preview links' HMAC key). */
export const APP_SECRETS_TABLE = 'app_secrets';
/** Earlier states of blog posts, written by the `BlogPost` update hook (`blog/post-versions.ts`). */
export const POST_VERSIONS_TABLE = 'blog_post_versions';
/** Who saved each post's current state, so its version names its author once replaced. */
export const POST_EDITORS_TABLE = 'blog_post_editors';
