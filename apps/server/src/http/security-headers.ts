import type { FastifyInstance } from 'fastify';

/** Everything that is not a page (API answers, files): nothing may run or embed it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years, the preload list's minimum being one. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Features this site never uses, refused for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Images may be shown by other sites (feed readers, link previews); nothing else may be read. */
function resourcePolicy(contentType: string) {
  return contentType.startsWith('image/') ? 'cross-origin' : 'same-origin';
}

/**
 * Scripts, stylesheets, images and fonts: what the browser runs or shows inside a page. Document
 * policies (CSP, framing, features, opener) mean nothing on them, and each of the eight or so
 * files a page loads would carry their bytes again.
 */
const SUBRESOURCE = /^(?:text\/(?:javascript|css)|application\/javascript|image\/|font\/)/;

/**
 * The headers every answer carries (docs/product.md §13): no MIME sniffing, resources for this
 * origin only (images excepted). Documents and API answers also get HSTS, a strict referrer, no
 * powerful features, a browsing context of their own and no framing; pages set their own
 * Content-Security-Policy (hashes of their scripts), and other answers get one that allows
 * nothing. No `X-Powered-By` or `Server` banner is ever sent.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    reply.header('x-content-type-options', 'nosniff');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cross-origin-resource-policy')) {
      reply.header('cross-origin-resource-policy', resourcePolicy(contentType));
    }
    if (SUBRESOURCE.test(contentType)) return payload;
    // Browsers learn HSTS from the page (or API answer) itself; files repeating it add nothing.
    reply.header('strict-transport-security', HSTS);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // A 304's headers replace the cached answer's: never send a stricter policy with one.
    const unchanged = reply.statusCode === 304;
    if (
      !reply.hasHeader('content-security-policy') &&
      !contentType.startsWith('text/html') &&
      !unchanged
    ) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    return payload;
  });
}
