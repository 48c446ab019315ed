import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { HOSTILE_CORPUS } from '../../test/hostile-corpus';
import { parsedElements } from '../../test/html-tree';
import { renderMarkdown } from './render-markdown';

const FORBIDDEN =
  /^(script|iframe|object|embed|svg|math|style|form|frame|frameset|base|link|meta)$/;
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];
const URL_ATTRIBUTES = ['href', 'src', 'cite', 'longDesc', 'action', 'formAction', 'poster'];

/** The WHATWG URL parser (the browser's normalisation), independent of the renderer's own check. */
function isSafeAddress(value: string): boolean {
  if (value === '') return true;
  return ALLOWED_PROTOCOLS.includes(new URL(value, 'https://vitrine.test/post').protocol);
}

describe('renderMarkdown with hostile posts', () => {
  it('has a corpus of at least 60 posts', () => {
    expect(HOSTILE_CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(HOSTILE_CORPUS.map((entry) => [entry.name, entry.markdown]))('%s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    for (const element of parsedElements(html)) {
      const where = toHtml(element).slice(0, 120);
      expect(element.tagName, where).not.toMatch(FORBIDDEN);
      if (element.tagName === 'input') {
        expect(element.properties, where).toMatchObject({ type: 'checkbox', disabled: true });
      }
      for (const [name, value] of Object.entries(element.properties)) {
        expect(name.toLowerCase(), where).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
        if (URL_ATTRIBUTES.includes(name)) expect(isSafeAddress(String(value)), where).toBe(true);
      }
    }
  });

  it('empties a javascript: link however it is spelled, and keeps the element', () => {
    for (const entry of HOSTILE_CORPUS.filter(({ name }) => name.startsWith('link, '))) {
      if (entry.name.includes('percent-encoded colon')) continue; // a relative URL: harmless
      expect(renderMarkdown(entry.markdown), entry.name).toBe('<p><a href="">click</a></p>');
    }
  });
});

describe('renderMarkdown with ordinary posts', () => {
  it('keeps safe links, with rel on external ones', () => {
    expect(renderMarkdown('[Docs](https://vitrine.example/docs "Read")')).toBe(
      '<p><a href="https://vitrine.example/docs" title="Read" rel="noopener noreferrer">Docs</a></p>',
    );
    expect(renderMarkdown('[Tarifs](/tarifs) [top](#haut)')).toBe(
      '<p><a href="/tarifs">Tarifs</a> <a href="#haut">top</a></p>',
    );
    expect(renderMarkdown('<mailto:hi@vitrine.example> [irc](ircs://irc.example/chan)')).toBe(
      '<p><a href="mailto:hi@vitrine.example">mailto:hi@vitrine.example</a> ' +
        '<a href="ircs://irc.example/chan">irc</a></p>',
    );
  });

  it('keeps images with their alt text', () => {
    expect(renderMarkdown('![Un écran](https://cdn.example/a.png)')).toBe(
      '<p><img src="https://cdn.example/a.png" alt="Un écran"></p>',
    );
    expect(renderMarkdown('![plan](./plan.png)')).toBe('<p><img src="./plan.png" alt="plan"></p>');
  });

  it('shows raw HTML as text', () => {
    expect(renderMarkdown('Un <b>gras</b> brut')).toBe('<p>Un &#x3C;b>gras&#x3C;/b> brut</p>');
  });

  it('renders headings one level down, lists, quotes, emphasis, strikethrough and rules', () => {
    const html = renderMarkdown('# Titre\n\n## Sous\n\n- *un*\n- **deux**\n\n> ~~vieux~~\n\n---');
    expect(html).toBe(
      '<h2>Titre</h2>\n<h3>Sous</h3>\n<ul>\n<li><em>un</em></li>\n<li><strong>deux</strong></li>\n</ul>\n' +
        '<blockquote>\n<p><del>vieux</del></p>\n</blockquote>\n<hr>',
    );
  });

  it('never emits an h1 (the page title is the only one) and caps the depth at h6', () => {
    expect(renderMarkdown('# Un\n\n##### Cinq\n\n###### Six')).toBe(
      '<h2>Un</h2>\n<h6>Cinq</h6>\n<h6>Six</h6>',
    );
    expect(renderMarkdown('> # Citée')).toContain('<h2>Citée</h2>');
    expect(renderMarkdown('## Section\n\n### Détail')).toBe('<h2>Section</h2>\n<h3>Détail</h3>');
  });

  it('keeps a code block with a well-formed language class only', () => {
    expect(renderMarkdown('```ts\nconst a = 1;\n```')).toBe(
      '<pre><code class="language-ts">const a = 1;\n</code></pre>',
    );
    expect(renderMarkdown('```Not Valid\nx\n```')).toBe('<pre><code>x\n</code></pre>');
  });

  it('renders GFM tables and task lists (disabled checkboxes)', () => {
    expect(renderMarkdown('| Plan | Prix |\n|---|---|\n| Starter | 19,99 |')).toContain(
      '<td>Starter</td>\n<td>19,99</td>',
    );
    expect(renderMarkdown('- [x] fait')).toContain('<input type="checkbox" checked disabled> fait');
  });
});
