// The entry module of blog/: what the composition root uses of it.
export { blogPublishing, type BlogPublishing } from './blog-publishing';
export { registerPublishingRoutes } from './blog-publishing-routes';
export { writingMachineMark } from './machine-translation-rule';
