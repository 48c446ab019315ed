import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are never run, so they need no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The `'sha256-…'` source of every inline script of a page, in order, without repeats: React
 * Router's context and stream scripts, the scroll restoration script and the paint-first
 * bootstrap (ADR 0008). Scripts with `src` are covered by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PolicyOptions {
  /** On an https site, ask browsers to load every subresource over https. */
  upgradeInsecureRequests: boolean;
}

/**
 * The Content-Security-Policy of one HTML page: scripts only from this origin or with the exact
 * hash of the page's own inline scripts (no `unsafe-inline`, no `unsafe-eval`), nothing embedded
 * elsewhere or embedding it. Images may come from any https address (a post's featured image)
 * and from `blob:` (the console's upload preview). Inline styles stay allowed: React sets a few.
 */
export function pagePolicy(html: string, options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Everything that is not a page (API answers, files): nothing may run or embed it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
