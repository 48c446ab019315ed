import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { about as aboutEn } from '../content/en/about';
import { about as aboutFr } from '../content/fr/about';
import { AboutPage } from './about-page';
import {
  attribute,
  openingTags,
  renderAt,
  seededPageProps,
  structureProblems,
  textOf,
} from './test-support';

const NBSP = '\u00a0';
const props = { fr: (await seededPageProps('fr')).about, en: (await seededPageProps('en')).about };
const french = renderAt('/about', createElement(AboutPage, props.fr));
const english = renderAt('/en/about', createElement(AboutPage, props.en));

describe('AboutPage', () => {
  it('renders the hero title as the only h1, with ordered headings', () => {
    expect(french).toMatch(new RegExp(`<h1[^>]*>${aboutFr.hero.title}</h1>`));
    expect(english).toMatch(new RegExp(`<h1[^>]*>${aboutEn.hero.title}</h1>`));
    expect(structureProblems(french)).toEqual([]);
    expect(structureProblems(english)).toEqual([]);
    expect(openingTags(french, 'section')).toHaveLength(7);
  });

  it('shows the four figures', () => {
    const text = textOf(french);
    expect(text).toContain('500+ entreprises clientes');
    expect(text).toContain('2000+ écrans connectés');
    expect(text).toContain('50+ pays');
    expect(text).toContain(`99,9${NBSP}% de disponibilité`);
    expect(textOf(english)).toContain('99.9%');
  });

  it('tells the story (founded 2023), the mission, the values and the vision', () => {
    const text = textOf(english);
    expect(text).toContain('2023');
    expect(text).toContain(aboutEn.mission.text);
    expect(text).toContain(aboutEn.vision.text);
    for (const value of props.en.content.values) expect(text).toContain(value.title);
    expect(english.match(/<h3[\s>]/g)).toHaveLength(8);
  });

  it('shows the four team members with lazy, sized portraits and their alt text', () => {
    const images = openingTags(french, 'img');
    const portraits = images.filter((tag) => attribute(tag, 'src')?.startsWith('/images/about/'));
    expect(portraits).toHaveLength(5);
    for (const member of props.fr.content.team) {
      expect(textOf(french)).toContain(member.name);
      expect(textOf(french)).toContain(member.role);
      const image = portraits.find((tag) => attribute(tag, 'src') === member.portrait);
      expect(image && attribute(image, 'alt')).toBe(member.portraitAlt);
      expect(image && attribute(image, 'loading')).toBe('lazy');
      expect(image && attribute(image, 'width')).toBe('160');
    }
  });
});
