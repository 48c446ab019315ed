import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newScriptMarker, pagePolicy, rendererScriptHashes } from './content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page Content-Security-Policy', () => {
  const marker = newScriptMarker();
  const context = 'window.__reactRouterContext = {"é":"\\u003c/script>"};';
  const html = [
    '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>',
    `<script nonce="${marker}" src="/assets/app.js" type="module"></script></head><body>`,
    `<script nonce="${marker}">${context}</script>`,
    '<article><script>alert(document.domain)</script></article>',
    `<script nonce="not-the-marker">fetch("/steal")</script>`,
    `<script type="module" async="" nonce="${marker}">await import("/assets/entry.js");</script>`,
    `<script nonce="${marker}">${context}</script>`,
    '</body></html>',
  ].join('');

  it("hashes each of the renderer's inline scripts once, never data blocks or scripts with src", () => {
    expect(rendererScriptHashes(html, marker)).toEqual([
      sha(context),
      sha('await import("/assets/entry.js");'),
    ]);
  });

  it('never allows a script the renderer did not mark, even when it sits in the page', () => {
    const allowed = rendererScriptHashes(html, marker);
    expect(allowed).not.toContain(sha('alert(document.domain)'));
    expect(allowed).not.toContain(sha('fetch("/steal")'));
    expect(rendererScriptHashes(html, newScriptMarker())).toEqual([]);
  });

  it('draws a new, unguessable marker each time', () => {
    const markers = new Set(Array.from({ length: 100 }, () => newScriptMarker()));
    expect(markers.size).toBe(100);
    for (const each of markers) expect(each).toMatch(/^[\w-]{24}$/);
  });

  it('allows no inline script but the hashed ones, and no framing or plugins', () => {
    const hashes = rendererScriptHashes(html, marker);
    const policy = pagePolicy(hashes, { upgradeInsecureRequests: false });
    const script = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(script).toBe(`script-src 'self' ${hashes.join(' ')}`);
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
    expect(pagePolicy([], { upgradeInsecureRequests: true })).toContain(
      "script-src 'self'; style-src",
    );
    expect(pagePolicy([], { upgradeInsecureRequests: true })).toMatch(/upgrade-insecure-requests$/);
  });
});
