import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws a hidden reference to its symbol in the sprite', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'check' }))).toMatch(
      /^<svg class="icon" aria-hidden="true" focusable="false"><use href="\/[^"]*icon-sprite[^"]*\.svg#check"><\/use><\/svg>$/,
    );
  });

  it('keeps its classes and a stroke width of its own', () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { name: 'tv', className: 'size-7 text-brand', strokeWidth: 1.5 }),
    );
    expect(html).toContain('<svg class="icon size-7 text-brand" style="stroke-width:1.5"');
  });
});
