/**
 * The console's documents and data (`/login`, `/admin/…` and their `.data`): the one React app that
 * hydrates (decision 0066), never cached nor shared.
 */
export function isConsolePath(pathname: string) {
  return /^\/(?:login|admin)(?:$|[/.])/.test(pathname);
}
