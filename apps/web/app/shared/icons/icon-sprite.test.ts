import { readFileSync, writeFileSync } from 'node:fs';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_ICONS } from './site-icons';

const spriteFile = new URL('./icon-sprite.svg', import.meta.url);
/** `UPDATE_ICON_SPRITE=1 npx vitest run apps/web/app/shared/icons/icon-sprite.test.ts` rewrites it. */
const update = process.env.UPDATE_ICON_SPRITE === '1';

/**
 * An icon's shapes as lucide draws them, without its `<svg>` (size, stroke and fill come from the
 * `<svg class="icon">` that shows it); empty elements closed as `<path …/>`.
 */
function shapes(name: string, drawing: LucideIcon) {
  const markup = renderToStaticMarkup(createElement(drawing));
  const [, open, inner] = /^(<svg[^>]*>)(.*)<\/svg>$/s.exec(markup) ?? [];
  if (!open?.includes('viewBox="0 0 24 24"') || inner === undefined) {
    throw new Error(`lucide's ${name} is not one <svg viewBox="0 0 24 24">`);
  }
  return inner.replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>');
}

function sprite() {
  const symbols = Object.entries(SITE_ICONS).map(
    ([name, drawing]) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${shapes(name, drawing)}</symbol>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Written from shared/icons/site-icons.ts by icon-sprite.test.ts (UPDATE_ICON_SPRITE=1). -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

describe('icon-sprite.svg', () => {
  it('has one symbol per icon of the registry, drawn by lucide', () => {
    if (update) writeFileSync(spriteFile, sprite());
    else {
      expect(readFileSync(spriteFile, 'utf8'), 'run UPDATE_ICON_SPRITE=1 on this test').toBe(
        sprite(),
      );
    }
  });

  it('leaves the stroke and fill to the icon, but for lucide’s filled dots', () => {
    const symbols = readFileSync(spriteFile, 'utf8').match(/<symbol[^]*?<\/symbol>/g) ?? [];
    expect(symbols).toHaveLength(Object.keys(SITE_ICONS).length);
    const attributes = symbols.join('').match(/\s(?:fill|stroke)[\w-]*="[^"]*"/g) ?? [];
    expect(new Set(attributes)).toEqual(new Set([' fill="currentColor"']));
  });
});
