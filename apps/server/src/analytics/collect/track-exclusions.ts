import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/** Audits and headless browsers that `isbot` may let through. */
const AUTOMATION =
  /headless|lighthouse|pagespeed|gtmetrix|ptst\/|phantomjs|puppeteer|playwright|selenium|webdriver/i;

/** `Sec-Purpose: prefetch;prerender`, `Purpose: prefetch`, `X-Moz: prefetch`, `X-Purpose: preview`. */
function isSpeculative(request: FastifyRequest) {
  const { headers } = request;
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-purpose'], headers['x-moz']]
    .filter((value) => value !== undefined)
    .join(' ');
  return /prefetch|prerender|preview/i.test(purpose);
}

/**
 * Why a batch is not counted, or null when it is: crawlers and automated browsers (no user
 * agent at all included), prefetches, and the team itself (any request with a bearer token: the
 * site's tracker sends the console's token when this browser is signed in to the console).
 */
export function exclusionOf(request: FastifyRequest): string | null {
  const userAgent = request.headers['user-agent'] ?? '';
  if (userAgent === '' || isbot(userAgent) || AUTOMATION.test(userAgent)) return 'robot';
  if (isSpeculative(request)) return 'prefetch';
  if (request.headers.authorization !== undefined || request.caller) return 'team';
  return null;
}
