import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy } from './content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page Content-Security-Policy', () => {
  const html = [
    '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/app.js" type="module"></script></head><body>',
    '<script>window.__reactRouterContext = {"é":"\\u003c/script>"};</script>',
    '<script type="module" async="">await import("/assets/entry.js");</script>',
    '<script>window.__reactRouterContext = {"é":"\\u003c/script>"};</script>',
    '</body></html>',
  ].join('');

  it('hashes each inline script once, never data blocks or scripts with src', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__reactRouterContext = {"é":"\\u003c/script>"};'),
      sha('await import("/assets/entry.js");'),
    ]);
  });

  it('allows no inline script but the hashed ones, and no framing or plugins', () => {
    const policy = pagePolicy(html, { upgradeInsecureRequests: false });
    const script = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(script).toBe(`script-src 'self' ${inlineScriptHashes(html).join(' ')}`);
    expect(script).not.toMatch(/unsafe|\*/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy('<p>x</p>', { upgradeInsecureRequests: true })).toContain(
      "script-src 'self'; style-src",
    );
    expect(pagePolicy('<p>x</p>', { upgradeInsecureRequests: true })).toMatch(
      /upgrade-insecure-requests$/,
    );
  });
});
