import { renderMarkdown } from '@vitrine/contract/markdown/render-markdown';
import type { Element, ElementContent, Root } from 'hast';
import type { MailImages } from './campaign-images';
import { MAIL_COLORS as C, MAIL_FONT, CONTENT_WIDTH } from './campaign-style';
import { hastText } from './campaign-text';

/** Inline styles for what the blog's sanitiser lets through (mail clients drop `<style>` often). */
const STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;',
  h2: `margin:28px 0 12px;font-size:22px;line-height:1.3;font-weight:700;color:${C.ink};`,
  h3: `margin:24px 0 8px;font-size:19px;line-height:1.35;font-weight:700;color:${C.ink};`,
  h4: `margin:20px 0 8px;font-size:17px;line-height:1.4;font-weight:700;color:${C.ink};`,
  h5: `margin:20px 0 8px;font-size:16px;line-height:1.4;font-weight:700;color:${C.ink};`,
  h6: `margin:20px 0 8px;font-size:16px;line-height:1.4;font-weight:700;color:${C.ink};`,
  a: `color:${C.link};text-decoration:underline;`,
  ul: 'margin:0 0 16px;padding:0 0 0 24px;',
  ol: 'margin:0 0 16px;padding:0 0 0 24px;',
  li: 'margin:0 0 6px;',
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${C.rule};color:${C.quote};`,
  pre: `margin:0 0 16px;padding:12px 16px;background:${C.codeBackground};border-radius:6px;font-size:14px;line-height:1.5;white-space:pre-wrap;word-break:break-word;`,
  code: `font-family:${MAIL_FONT.mono};font-size:0.9em;`,
  hr: `border:none;border-top:1px solid ${C.rule};margin:24px 0;`,
  img: `display:block;width:100%;max-width:${CONTENT_WIDTH}px;height:auto;border:0;margin:0 0 16px;`,
  table: 'border-collapse:collapse;margin:0 0 16px;width:100%;',
  th: `text-align:left;padding:6px 8px;border-bottom:2px solid ${C.rule};`,
  td: `padding:6px 8px;border-bottom:1px solid ${C.rule};`,
};

/** Classes the dark-mode `<style>` of the layout recolours (clients that keep it). */
const DARK_CLASSES: Record<string, string> = {
  h2: 'vt-ink',
  h3: 'vt-ink',
  h4: 'vt-ink',
  h5: 'vt-ink',
  h6: 'vt-ink',
  a: 'vt-link',
  blockquote: 'vt-muted vt-rule',
  pre: 'vt-code',
  hr: 'vt-rule',
  th: 'vt-rule',
  td: 'vt-rule',
};

/**
 * An address the e-mail can use anywhere: site paths get `siteUrl` in front, other relative
 * addresses are resolved against it; schemes (already checked by the sanitiser) and in-page
 * anchors stay.
 */
export function absoluteUrl(url: string, siteUrl: string) {
  if (url === '' || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  try {
    return new URL(url, `${siteUrl}/`).href;
  } catch {
    return '';
  }
}

/** An image of known size is drawn at it; others fill the column (Outlook needs a width). */
function sizeImage(properties: Element['properties'], images: MailImages) {
  const known = images.get(String(properties.src));
  if (known) properties.src = known.src;
  properties.alt = String(properties.alt ?? '');
  properties.width = String(known?.width ?? CONTENT_WIDTH);
  if (known) properties.height = String(known.height);
  const width = known ? `max-width:${known.width}px;` : '';
  properties.style = `${STYLES.img}${width}`;
}

function styleElement(element: Element, context: Context): ElementContent[] {
  const { siteUrl, images } = context;
  const { tagName, properties } = element;
  // Text for screen readers only (the footnotes' English label): mail clients would show it.
  if (Array.isArray(properties.className) && properties.className.includes('sr-only')) return [];
  // The footnote references pointed at that label.
  delete properties.ariaDescribedBy;
  if (tagName === 'img' && properties.src) sizeImage(properties, images);
  for (const property of ['href', 'src'] as const) {
    const value = properties[property];
    if (typeof value === 'string') properties[property] = absoluteUrl(value, siteUrl);
  }
  // An address the sanitiser emptied leads nowhere: the link becomes its text, the image its alt.
  if (tagName === 'a' && !properties.href) return element.children;
  if (tagName === 'img' && !properties.src)
    return [{ type: 'text', value: String(properties.alt ?? '') }];
  const style = STYLES[tagName];
  if (style && tagName !== 'img') properties.style = style;
  const dark = DARK_CLASSES[tagName];
  if (dark) {
    const classes = Array.isArray(properties.className) ? properties.className : [];
    properties.className = [...classes.map(String), ...dark.split(' ')];
  }
  return [element];
}

interface Context {
  siteUrl: string;
  images: MailImages;
}

function styleChildren(parent: Root | Element, context: Context) {
  const children = parent.children as ElementContent[];
  parent.children = children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    styleChildren(child, context);
    return styleElement(child, context);
  });
}

export interface MailMarkdown {
  html: string;
  text: string;
}

/**
 * A campaign's markdown through the blog's sanitiser, then styled inline for mail clients with
 * absolute addresses (uploads in `images` drawn from their mail variant), and the same content
 * as readable plain text (links written out).
 */
export function mailMarkdown(
  markdown: string,
  siteUrl: string,
  images: MailImages = new Map(),
): MailMarkdown {
  let text = '';
  const html = renderMarkdown(markdown, {
    finish: (tree) => {
      styleChildren(tree, { siteUrl, images });
      text = hastText(tree);
    },
  });
  return { html, text };
}
