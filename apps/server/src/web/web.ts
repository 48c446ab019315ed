// The entry module of web/: what the composition root and other features use of it.
export { postPath } from './blog-feed';
export { pagePolicy } from './content-security-policy';
export { registerWebApp } from './web-app';
