import { localeFromPath } from './locale-from-path';

/** The language of a request, from its path (for loaders). */
export function requestLocale(request: Request) {
  return localeFromPath(new URL(request.url).pathname);
}
