import { describe, expect, it } from 'vitest';
import { renderPostContent, renderedContentCount } from './rendered-content.server';

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
});
