import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import {
  MAX_STATIC_FRAGMENTS,
  renderStaticFragment,
  staticFragmentCount,
} from './static-fragments.server';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement('label', { id }, text);
}

describe('static fragments', () => {
  it('draws a fragment once per variant, its ids prefixed with its name', () => {
    let draws = 0;
    const element = (text: string) => () => {
      draws += 1;
      return createElement(Labelled, { text });
    };
    const first = renderStaticFragment('footer', 'en 2026', element('Footer'));
    expect(first).toMatch(/^<label id="_footer-[^"]+">Footer<\/label>$/);
    expect(renderStaticFragment('footer', 'en 2026', element('Other'))).toBe(first);
    expect(draws).toBe(1);
    expect(renderStaticFragment('footer', 'fr 2026', element('Pied'))).toContain('Pied');
    expect(draws).toBe(2);
  });

  it(`keeps at most ${MAX_STATIC_FRAGMENTS}, the oldest going first`, () => {
    for (let n = 0; n < MAX_STATIC_FRAGMENTS + 5; n += 1) {
      renderStaticFragment('part', `variant ${n}`, () => createElement('p', null, n));
    }
    expect(staticFragmentCount()).toBe(MAX_STATIC_FRAGMENTS);
    let redrawn = false;
    renderStaticFragment('part', 'variant 0', () => {
      redrawn = true;
      return createElement('p', null, 0);
    });
    expect(redrawn).toBe(true);
  });
});
