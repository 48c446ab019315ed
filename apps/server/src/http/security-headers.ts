import type { FastifyInstance } from 'fastify';
import { NON_PAGE_POLICY } from '../web/content-security-policy';

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
 * The headers every answer carries (issue 7): HSTS, no MIME sniffing, a strict referrer, no
 * powerful features, a browsing context of its own, resources for this origin only, no framing.
 * Pages set their own Content-Security-Policy (hashes of their scripts); anything else gets one
 * that allows nothing. No `X-Powered-By` or `Server` banner is ever sent.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('strict-transport-security', HSTS);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('cross-origin-resource-policy')) {
      reply.header('cross-origin-resource-policy', resourcePolicy(contentType));
    }
    // A 304's headers replace the cached answer's: never send a stricter policy with one.
    const unchanged = reply.statusCode === 304;
    if (
      !reply.hasHeader('content-security-policy') &&
      !contentType.startsWith('text/html') &&
      !unchanged
    ) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    return payload;
  });
}
