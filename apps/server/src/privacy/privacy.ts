// The entry module of privacy/: what the composition root uses of it.
export { registerPrivacyRoutes } from './privacy-routes';
