import { createHash, randomBytes } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A marker the renderer can put on its scripts: long, random, and safe inside an attribute. */
export function newScriptMarker() {
  return randomBytes(18).toString('base64url');
}

/**
 * The `'sha256-…'` source of each inline script that the renderer emitted, in order, without
 * repeats. The renderer tags its own scripts (React Router's context and stream scripts, scroll
 * restoration, the paint-first bootstrap of ADR 0008) with `nonce="<marker>"`, a value drawn
 * for that render (`apps/web/app/entry.server.tsx`). Anything else in the page, such as a script
 * that slipped into content, does not carry the marker and is never allowed. Scripts with `src`
 * are covered by `'self'`; JSON-LD data blocks carry no marker and never run.
 */
export function rendererScriptHashes(html: string, marker: string): string[] {
  const hashes = new Set<string>();
  const tag = `nonce="${marker}"`;
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.split(/\s+/).includes(tag) || /\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PolicyOptions {
  /** On an https site, ask browsers to load every subresource over https. */
  upgradeInsecureRequests: boolean;
}

/**
 * The Content-Security-Policy of one HTML page: scripts only from this origin or with one of the
 * hashes of the renderer's own inline scripts (`rendererScriptHashes`) (no `unsafe-inline`, no `unsafe-eval`), nothing embedded
 * elsewhere or embedding it. Images may come from any https address (a post's featured image)
 * and from `blob:` (the console's upload preview). Inline styles stay allowed: React sets a few.
 */
export function pagePolicy(scriptHashes: string[], options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
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
