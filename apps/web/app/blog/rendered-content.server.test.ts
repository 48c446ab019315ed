import type { MarkdownRender } from '@vitrine/contract/render-context';
import { describe, expect, it } from 'vitest';
import {
  PostRenderFailed,
  renderPostContent,
  renderedContentCount,
  renderedSource,
} from './rendered-content.server';

describe('renderPostContent', () => {
  it('renders each distinct text once and stays bounded', async () => {
    const first = await renderPostContent('# Écrans en vitrine\n\nUn [lien](javascript:alert(1)).');
    expect(first).toBe('<h2>Écrans en vitrine</h2>\n<p>Un <a href="">lien</a>.</p>');
    const again = await renderPostContent('# Écrans en vitrine\n\nUn [lien](javascript:alert(1)).');
    expect(again).toBe(first);
    expect(renderedContentCount()).toBe(1);
    expect(await renderPostContent('# Écrans en vitrine, modifié')).toBe(
      '<h2>Écrans en vitrine, modifié</h2>',
    );
    expect(renderedContentCount()).toBe(2);
    for (let index = 0; index < 300; index += 1) await renderPostContent(`Article ${index}`);
    expect(renderedContentCount()).toBe(200);
    expect(await renderPostContent('Article 299')).toBe('<p>Article 299</p>');
  });

  it('remembers the markdown of a rendering, and renders again with pictures under its own key', async () => {
    const photo = '/uploads/0123456789abcdef0123456789abcdef.jpg';
    const markdown = `![Shop](${photo})`;
    const plain = await renderPostContent(markdown);
    expect(renderedSource(plain)).toBe(markdown);
    const pictures = new Map([
      [photo, { src: photo, width: 40, height: 30, sources: [] as never[] }],
    ]);
    const drawn = await renderPostContent(markdown, pictures);
    expect(drawn).toBe(
      `<p><picture><img src="${photo}" alt="Shop" width="40" height="30" loading="lazy" decoding="async"></picture></p>`,
    );
    expect(await renderPostContent(markdown)).toBe(plain);
    expect(renderedSource('<p>never rendered</p>')).toBeUndefined();
  });

  it('keeps a failed render for ten minutes, and forgets a renderer that was only busy', async () => {
    let calls = 0;
    const timesOut: MarkdownRender = async () => {
      calls += 1;
      throw Object.assign(new Error('too slow'), { code: 'MARKDOWN_RENDER_TIMEOUT' });
    };
    const text = 'A text the renderer gives up on';
    const start = 1_000_000;
    await expect(renderPostContent(text, new Map(), timesOut, start)).rejects.toThrow(
      PostRenderFailed,
    );
    await expect(renderPostContent(text, new Map(), timesOut, start + 599_000)).rejects.toThrow(
      PostRenderFailed,
    );
    expect(calls).toBe(1);
    await expect(renderPostContent(text, new Map(), timesOut, start + 600_001)).rejects.toThrow(
      PostRenderFailed,
    );
    expect(calls).toBe(2);
    const busy: MarkdownRender = async () => {
      throw Object.assign(new Error('queue full'), { code: 'MARKDOWN_RENDER_BUSY' });
    };
    const other = 'Another text';
    await expect(renderPostContent(other, new Map(), busy, start)).rejects.toThrow(
      PostRenderFailed,
    );
    expect(await renderPostContent(other, new Map(), undefined, start)).toBe('<p>Another text</p>');
  });
});
