import { FEATURE_PAGES, pagePath } from '@vitrine/contract/site-pages';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { common as commonEn } from '../content/en/common';
import { featurePages as featurePagesEn } from '../content/en/feature-pages';
import { featurePages as featurePagesFr } from '../content/fr/feature-pages';
import { common as commonFr } from '../content/fr/common';
import { FeaturePage } from './feature-page';
import { attribute, hrefs, openingTags, renderAt, structureProblems, textOf } from './test-support';

function render(locale: 'fr' | 'en', feature: (typeof FEATURE_PAGES)[number], path?: string) {
  return renderAt(
    path ?? pagePath(locale, feature),
    createElement(FeaturePage, { locale, feature, common: locale === 'en' ? commonEn : commonFr }),
  );
}

/** The links marked as the current page, by href. */
function currentLinks(html: string) {
  return openingTags(html, 'a')
    .filter((tag) => attribute(tag, 'aria-current') === 'page')
    .map((tag) => attribute(tag, 'href'));
}

describe('FeaturePage', () => {
  it.each(FEATURE_PAGES)('%s: headline, name, subtitle, showcase and structure', (feature) => {
    const html = render('fr', feature);
    const copy = featurePagesFr[feature];
    expect(html).toMatch(/<h1[^>]*>/);
    expect(textOf(html)).toContain(`${copy.headline} ${copy.highlight}`);
    expect(textOf(html)).toContain(copy.subtitle);
    expect(html).toMatch(new RegExp(`<img[^>]*alt="${copy.imageAlt}"`));
    expect(html).toMatch(/<img[^>]*src="\/images\/features\/[a-z-]+\.svg"[^>]*width="640"/);
    expect(html).not.toMatch(/<img[^>]*loading="lazy"/);
    expect(structureProblems(html)).toEqual([]);
  });

  it('uses the English headline pairs of the spec', () => {
    const pairs = FEATURE_PAGES.map((feature) => {
      const text = textOf(render('en', feature));
      const { headline, highlight } = featurePagesEn[feature];
      expect(text).toContain(`${headline} ${highlight}`);
      return `${headline}/${highlight}`;
    });
    expect(pairs).toEqual([
      'AI Generation/Revolutionary',
      'Screen Management/Centralized',
      'Dynamic Playlists/Intelligent',
      'Calendar Sync/Automatic',
      'Integrated Apps/Powerful',
    ]);
  });

  it.each(FEATURE_PAGES)(
    '%s: marks its own pill as the current page, in both languages',
    (feature) => {
      expect(currentLinks(render('fr', feature))).toEqual([pagePath('fr', feature)]);
      expect(currentLinks(render('en', feature))).toEqual([pagePath('en', feature)]);
    },
  );

  it('finds the active pill in any casing of the path, with a trailing slash', () => {
    expect(currentLinks(render('fr', 'FeatureAgenda', '/FeatureAgenda/'))).toEqual([
      '/featureagenda',
    ]);
    expect(currentLinks(render('en', 'FeatureApps', '/EN/FEATURES/APPS'))).toEqual([
      '/en/features/apps',
    ]);
  });

  it('renders the breadcrumb as an ordered list ending on the current feature', () => {
    const html = render('en', 'FeatureScreens');
    const nav = /<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(commonEn.breadcrumb.label).toBe('Breadcrumb');
    expect(nav).toMatch(/^<ol/);
    expect(hrefs(nav)).toEqual(['/en', '/en/features']);
    expect(nav).toMatch(/<span aria-current="page"[^>]*>Screen Management<\/span>/);
    expect(html).toContain(`<nav aria-label="${commonEn.featureNav.label}">`);
  });

  it('staggers the four items by 0.2 s per index', () => {
    const html = render('fr', 'FeatureAI');
    const delays = openingTags(html, 'li')
      .map((tag) => /animation-delay:([^;"]+)/.exec(tag)?.[1])
      .filter(Boolean);
    expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s']);
    for (const item of featurePagesFr.FeatureAI.items) expect(textOf(html)).toContain(item.title);
  });

  it('ends with the shared call to action to the waitlist and the demo', () => {
    const french = render('fr', 'FeaturePlaylists');
    const english = render('en', 'FeaturePlaylists');
    expect(hrefs(french)).toEqual(expect.arrayContaining(['/waitlist', '/demo']));
    expect(hrefs(english)).toEqual(expect.arrayContaining(['/en/waitlist', '/en/demo']));
    expect(textOf(english)).toContain(commonEn.featureFooter.title);
  });
});
