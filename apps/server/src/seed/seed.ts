// The entry module of seed/: what the composition root uses of it.
export { seedBlog } from './seed-blog';
export { seedSiteContent } from './seed-site-content';
