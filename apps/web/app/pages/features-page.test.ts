import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { features as featuresEn } from '../content/en/features';
import { features as featuresFr } from '../content/fr/features';
import { FeaturesPage } from './features-page';
import { hrefs, renderAt, structureProblems, textOf } from './test-support';

const french = renderAt('/fonctionnalites', createElement(FeaturesPage, { locale: 'fr' }));
const english = renderAt('/en/features', createElement(FeaturesPage, { locale: 'en' }));

describe('FeaturesPage', () => {
  it('renders the hero title as the only h1, with ordered headings', () => {
    expect(french).toMatch(new RegExp(`<h1[^>]*>${featuresFr.hero.title}</h1>`));
    expect(english).toMatch(new RegExp(`<h1[^>]*>${featuresEn.hero.title}</h1>`));
    expect(structureProblems(french)).toEqual([]);
    expect(structureProblems(english)).toEqual([]);
  });

  it('shows five cards, each with a "learn more" link to its feature page', () => {
    const text = textOf(french);
    for (const card of featuresFr.cards) expect(text).toContain(card.title);
    const visibleLabel = (label: string) =>
      new RegExp(`<span aria-hidden="true">${label}</span>`, 'g');
    expect(french.match(visibleLabel('En savoir plus'))).toHaveLength(5);
    expect(english.match(visibleLabel('Learn more'))).toHaveLength(5);
    expect(hrefs(french)).toEqual([
      '/featureai',
      '/featurescreens',
      '/featureplaylists',
      '/featureagenda',
      '/featureapps',
    ]);
    expect(hrefs(english)).toEqual([
      '/en/features/ai',
      '/en/features/screens',
      '/en/features/playlists',
      '/en/features/agenda',
      '/en/features/apps',
    ]);
    // The link's name says where it leads (visually hidden text, read by screen readers and crawlers).
    expect(french).toContain(`<span class="sr-only">${featuresFr.cards[0]?.linkAriaLabel}</span>`);
  });
});
