import { describe, expect, it } from 'vitest';
import { paintFirst, PaintFirstError } from './paint-first.server';

const document = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="high"/><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/></head><body><h1>Hello</h1><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  
  window.__reactRouterRouteModules = {"root":route0,"fr-Home":route1};

import("/assets/entry.client.js");</script></body></html>`;

describe('paintFirst', () => {
  const result = paintFirst(document);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? '';

  it('removes the preload hints from the head, keeping the stylesheet', () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it('waits for the first paint before requesting any module', () => {
    const waitAt = script.indexOf('first-contentful-paint');
    expect(waitAt).toBeGreaterThan(-1);
    expect(script.indexOf('import(')).toBeGreaterThan(waitAt);
    expect(script).not.toMatch(/^\s*import [*"]/m);
  });

  it('loads at once when the document has nothing to paint before its scripts (the console)', () => {
    const nothingToPaint = script.indexOf('element.tagName === "SCRIPT")) return go()');
    expect(nothingToPaint).toBeGreaterThan(-1);
    expect(nothingToPaint).toBeLessThan(script.indexOf('first-contentful-paint'));
  });

  it('preloads and imports the same modules, then starts the entry', () => {
    expect(script).toContain(
      '["/assets/manifest.js","/assets/entry.client.js","/assets/framework.js"]',
    );
    expect(script).toContain(
      'const [_sideEffect0, route0, route1] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js"), import("/assets/home.js")]);',
    );
    expect(script.trim().endsWith('import("/assets/entry.client.js");')).toBe(true);
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"fr-Home":route1};',
    );
  });

  it('also reads several imports written on one line', () => {
    const oneLine = document.replace(
      'import "/assets/manifest.js";\n',
      'import "/assets/hmr.js";import "/assets/manifest.js";\n',
    );
    expect(paintFirst(oneLine)).toContain(
      'const [_sideEffect0, _sideEffect1, route0, route1] = await Promise.all([import("/assets/hmr.js"), import("/assets/manifest.js"),',
    );
  });

  it('fails loudly when the document does not look like React Router output', () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(PaintFirstError);
    expect(() =>
      paintFirst(document.replace('window.__reactRouterRouteModules', 'window.somethingElse')),
    ).toThrow(PaintFirstError);
  });
});

describe('paintFirst with script markers', () => {
  it("keeps the bootstrap script's attributes, so the marker the policy hashes stays on it", () => {
    const marked = document.replace(
      '<script type="module" async="">',
      '<script nonce="m4rker" type="module" async="">',
    );
    const result = paintFirst(marked);
    expect(result).toMatch(/<script nonce="m4rker" type="module" async="">await new Promise/);
    expect(result).not.toContain('<link rel="modulepreload"');
  });
});
