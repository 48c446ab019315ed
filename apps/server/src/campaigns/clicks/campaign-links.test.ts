import { describe, expect, it } from 'vitest';
import { MAX_TRACKED_LINKS, planLinks, withUtm } from './campaign-links';

const UTM = 'utm_source=newsletter&utm_medium=email&utm_campaign=mars';
const rules = {
  origin: 'https://vitrine.example',
  slug: 'mars',
  keep: (url: string) => url.endsWith('/web'),
  marker: 'vtlinktest',
};

describe('campaign links', () => {
  it('adds the UTM before the fragment, keeping the link’s own parameters and utm_*', () => {
    expect(withUtm('https://vitrine.example/a', 'mars')).toBe(`https://vitrine.example/a?${UTM}`);
    expect(withUtm('https://vitrine.example/a?q=un%20deux#haut', 'mars')).toBe(
      `https://vitrine.example/a?q=un%20deux&${UTM}#haut`,
    );
    expect(withUtm('https://vitrine.example/a?utm_campaign=autre', 'mars')).toBe(
      'https://vitrine.example/a?utm_campaign=autre&utm_source=newsletter&utm_medium=email',
    );
  });

  it('marks site links only, one index per distinct link, in HTML and text alike', () => {
    const html =
      '<a href="https://vitrine.example/a?x=1&amp;y=2">a</a><a href="https://ailleurs.example/">b</a>' +
      '<a href="mailto:a@vitrine.example">c</a><a href="https://vitrine.example/web">d</a>';
    const text = 'Voir https://vitrine.example/a?x=1&y=2. Ou https://ailleurs.example/';
    const plan = planLinks(html, text, rules);
    expect(plan.links).toEqual([`https://vitrine.example/a?x=1&y=2&${UTM}`]);
    expect(plan.html).toContain('href="vtlinktestn0x"');
    expect(plan.html).toContain('href="https://ailleurs.example/"');
    expect(plan.html).toContain('href="mailto:a@vitrine.example"');
    expect(plan.html).toContain('href="https://vitrine.example/web"');
    expect(plan.text).toBe('Voir vtlinktestn0x. Ou https://ailleurs.example/');
  });

  it(`counts at most ${MAX_TRACKED_LINKS} links: the others keep their UTM, uncounted`, () => {
    const count = MAX_TRACKED_LINKS + 5;
    const html = Array.from(
      { length: count },
      (_, n) => `<a href="https://vitrine.example/p${n}">${n}</a>`,
    ).join('');
    const plan = planLinks(html, '', rules);
    expect(plan.links).toHaveLength(MAX_TRACKED_LINKS);
    expect(plan.untracked).toBe(5);
    expect(plan.html).toContain(
      `href="https://vitrine.example/p${count - 1}?${UTM.replace(/&/g, '&amp;')}"`,
    );
  });
});
