import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { home as homeEn } from '../content/en/home';
import { home as homeFr } from '../content/fr/home';
import { HomePage } from './home-page';
import {
  attribute,
  hrefs,
  openingTags,
  renderAt,
  seededPageProps,
  structureProblems,
  textOf,
} from './test-support';

const NBSP = '\u00a0';
const props = { fr: (await seededPageProps('fr')).home, en: (await seededPageProps('en')).home };
const french = renderAt('/', createElement(HomePage, props.fr));
const english = renderAt('/en', createElement(HomePage, props.en));

describe('HomePage', () => {
  it('renders the hero title as the only h1, in each language', () => {
    expect(french).toMatch(/<h1[^>]*>Transformez chaque écran en/);
    expect(textOf(french)).toContain(
      `${homeFr.hero.titleStart} ${homeFr.hero.titleHighlight} ${homeFr.hero.titleEnd}`,
    );
    expect(textOf(english)).toContain(
      `${homeEn.hero.titleStart} ${homeEn.hero.titleHighlight} ${homeEn.hero.titleEnd}`,
    );
  });

  it('has one h1, ordered headings and sections labelled by their headings', () => {
    expect(structureProblems(french)).toEqual([]);
    expect(structureProblems(english)).toEqual([]);
    expect(openingTags(french, 'section')).toHaveLength(9);
  });

  it('shows the dashboard mock as one described image with hidden inner text', () => {
    const mock = openingTags(french, 'div').find((tag) => attribute(tag, 'role') === 'img');
    expect(mock && attribute(mock, 'aria-label')).toBe(homeFr.hero.mock.description);
    expect(french).toContain(homeFr.hero.mock.prompt);
  });

  it('draws the four AI capability bars at 95, 88, 92 and 90 %', () => {
    const bars = openingTags(french, 'div').filter(
      (tag) => attribute(tag, 'role') === 'progressbar',
    );
    const values = bars.map((tag) => attribute(tag, 'aria-valuenow'));
    expect(values.slice(0, 4)).toEqual(['95', '88', '92', '90']);
    for (const value of [95, 88, 92, 90]) {
      expect(textOf(french)).toContain(`${value}${NBSP}%`);
      expect(textOf(english)).toContain(`${value}%`);
    }
    expect(bars[0] && attribute(bars[0], 'aria-labelledby')).toBe('capability-image-generation');
    expect(french).toContain('id="capability-image-generation"');
  });

  it('lists the five platforms at 100 % and the three compatibility figures', () => {
    const text = textOf(english);
    for (const name of ['Android TV', 'LG webOS', 'Samsung Tizen', 'Amazon Fire TV', 'Chrome OS']) {
      expect(text).toContain(`${name} 100%`);
    }
    expect(textOf(french)).toContain(`99,8${NBSP}% de compatibilité des appareils`);
    expect(text).toContain('< 30 s');
    expect(text).toContain('24/7');
  });

  it('shows six integrations, the three-step workflow and the mobile apps', () => {
    const text = textOf(french);
    for (const item of homeFr.integrations.items) expect(text).toContain(item.name);
    expect(french.match(/<ol[\s>]/g)).toHaveLength(1);
    for (const step of homeFr.integrations.workflow.steps) expect(text).toContain(step.title);
    for (const feature of homeFr.mobileApps.features) expect(text).toContain(feature.title);
    expect(text.split(homeFr.mobileApps.comingSoon)).toHaveLength(3);
    expect(french).toContain('src="/images/home/mobile-app.svg"');
    expect(french).toMatch(/<img[^>]*loading="lazy"/);
  });

  it('shows three five-star testimonials with an accessible rating', () => {
    expect(french.match(/<figure[\s>]/g)).toHaveLength(3);
    for (const item of props.en.content.testimonials) {
      expect(textOf(english)).toContain(item.name);
      expect(textOf(english)).toContain(item.content);
    }
    expect(english).toContain('<span class="sr-only">Rated 5 out of 5 stars</span>');
    const frenchLabel = homeFr.testimonials.ratingLabel.replace('{rating}', '5');
    expect(french).toContain(`<span class="sr-only">${frenchLabel}</span>`);
  });

  it('shows the key figures and the guarantees', () => {
    const text = textOf(french);
    expect(text).toContain('1000+ entreprises');
    expect(text).toContain('5000+ écrans');
    expect(text).toContain(`99${NBSP}% de clients satisfaits`);
    expect(text).toContain('24/7 support');
    for (const guarantee of homeFr.finalCta.guarantees) expect(text).toContain(guarantee.label);
  });

  it('links the calls to action to the canonical waitlist and demo paths', () => {
    expect(hrefs(french).filter((href) => href === '/waitlist')).toHaveLength(2);
    expect(hrefs(french).filter((href) => href === '/demo')).toHaveLength(2);
    expect(hrefs(english).filter((href) => href === '/en/waitlist')).toHaveLength(2);
    expect(hrefs(english).filter((href) => href === '/en/demo')).toHaveLength(2);
    expect(french).not.toContain('href="#"');
  });
});
