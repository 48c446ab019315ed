import { describe, expect, it } from 'vitest';
import { renderPostContent, renderedContentCount, renderedSource } from './rendered-content.server';

describe('renderPostContent', () => {
  it('renders each distinct text once and stays bounded', () => {
    const first = renderPostContent('# Écrans en vitrine\n\nUn [lien](javascript:alert(1)).');
    expect(first).toBe('<h2>Écrans en vitrine</h2>\n<p>Un <a href="">lien</a>.</p>');
    const again = renderPostContent('# Écrans en vitrine\n\nUn [lien](javascript:alert(1)).');
    expect(again).toBe(first);
    expect(renderedContentCount()).toBe(1);
    expect(renderPostContent('# Écrans en vitrine, modifié')).toBe(
      '<h2>Écrans en vitrine, modifié</h2>',
    );
    expect(renderedContentCount()).toBe(2);
    for (let index = 0; index < 300; index += 1) renderPostContent(`Article ${index}`);
    expect(renderedContentCount()).toBe(200);
    expect(renderPostContent('Article 299')).toBe('<p>Article 299</p>');
  });

  it('remembers the markdown of a rendering, and renders again with pictures under its own key', () => {
    const photo = '/uploads/0123456789abcdef0123456789abcdef.jpg';
    const markdown = `![Shop](${photo})`;
    const plain = renderPostContent(markdown);
    expect(renderedSource(plain)).toBe(markdown);
    const pictures = new Map([
      [photo, { src: photo, width: 40, height: 30, sources: [] as never[] }],
    ]);
    const drawn = renderPostContent(markdown, pictures);
    expect(drawn).toBe(
      `<p><picture><img src="${photo}" alt="Shop" width="40" height="30" loading="lazy" decoding="async"></picture></p>`,
    );
    expect(renderPostContent(markdown)).toBe(plain);
    expect(renderedSource('<p>never rendered</p>')).toBeUndefined();
  });
});
