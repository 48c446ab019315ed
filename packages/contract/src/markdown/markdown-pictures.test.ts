import { describe, expect, it } from 'vitest';
import { HOSTILE_CORPUS } from '../../test/hostile-corpus';
import { parsedElements } from '../../test/html-tree';
import { safeSrcSet, type MarkdownPicture } from './markdown-pictures';
import { renderMarkdown } from './render-markdown';

const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.jpg';
const base = PHOTO.slice(0, -4);
const picture: MarkdownPicture = {
  src: `${base}-640.jpg`,
  srcSet: `${base}-320.jpg 320w, ${base}-640.jpg 640w`,
  width: 1000,
  height: 1500,
  sources: [
    { type: 'image/avif', srcSet: `${base}-320.avif 320w, ${base}-640.avif 640w` },
    { type: 'image/webp', srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w` },
  ],
};
const pictures = new Map([[PHOTO, picture]]);

describe('pictures in rendered markdown', () => {
  it('draws a known upload as <picture> with AVIF and WebP sources and a sized, lazy <img>', () => {
    const html = renderMarkdown(`Intro\n\n![A "photo"](${PHOTO})\n\n![Other](/images/blog/a.svg)`, {
      pictures,
    });
    const sizes = '(min-width: 768px) 720px, calc(100vw - 32px)';
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${picture.sources[0]!.srcSet}" sizes="${sizes}">` +
        `<source type="image/webp" srcset="${picture.sources[1]!.srcSet}" sizes="${sizes}">` +
        `<img src="${base}-640.jpg" alt="A &#x22;photo&#x22;" srcset="${picture.srcSet}" sizes="${sizes}" width="1000" height="1500" loading="lazy" decoding="async"></picture>`,
    );
    // Other images stay plain, and without pictures nothing changes.
    expect(html).toContain('<img src="/images/blog/a.svg" alt="Other">');
    expect(renderMarkdown(`![x](${PHOTO})`)).toBe(`<p><img src="${PHOTO}" alt="x"></p>`);
  });

  it('drops a srcset holding an unsafe or foreign address, and any handler or odd type', () => {
    for (const unsafe of [
      'javascript:alert(1) 320w',
      `${base}-320.jpg 320w, javascript:alert(1) 640w`,
      'JaVaScRiPt:alert(1) 1w',
      'data:image/svg+xml,<svg> 1w',
      'https://evil.example/x.jpg 320w',
      '//evil.example/x.jpg 320w',
      `${base}-320.jpg 2x`,
    ])
      expect(safeSrcSet(unsafe), unsafe).toBeUndefined();
    const hostile = {
      ...picture,
      src: 'javascript:alert(1)',
      srcSet: 'javascript:alert(1) 320w',
      sources: [{ type: 'text/html', srcSet: 'javascript:alert(2) 320w' }],
    } as unknown as MarkdownPicture;
    const html = renderMarkdown(`![x](${PHOTO})`, { pictures: new Map([[PHOTO, hostile]]) });
    expect(html).not.toMatch(/javascript|text\/html/i);
    for (const element of parsedElements(html))
      for (const name of Object.keys(element.properties)) expect(name).not.toMatch(/^on/i);
  });

  it('never lets a post write its own <picture>, <source> or handlers', () => {
    const markdown =
      '<picture><source srcset="javascript:alert(1) 1w" onerror="alert(1)"><img src=x onerror="alert(1)"></picture>';
    const html = renderMarkdown(markdown, { pictures });
    expect(parsedElements(html).map((element) => element.tagName)).toEqual(['p']);
    for (const { markdown: post } of HOSTILE_CORPUS) {
      for (const element of parsedElements(renderMarkdown(post, { pictures }))) {
        expect(['picture', 'source']).not.toContain(element.tagName);
      }
    }
  });
});
