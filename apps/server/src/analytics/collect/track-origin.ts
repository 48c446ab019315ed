import type { FastifyRequest } from 'fastify';

/** The host name of an `Origin` header; null for `null` or an unreadable one. */
function hostOf(origin: string) {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A beacon sent by another site's page: the browser says `Sec-Fetch-Site: cross-site`, or its
 * `Origin` is neither the site's (`PUBLIC_URL`) nor the host the request was sent to. The site's
 * own pages always send same-origin. A request with neither header (an old browser, curl) is
 * counted: the headers only stop browsers on other sites, not a script, which the per-address
 * caps bound.
 */
export function isCrossSite(request: FastifyRequest, siteHost: string) {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = hostOf(origin);
  if (host === null) return true;
  return host !== siteHost && host !== request.hostname?.toLowerCase();
}
