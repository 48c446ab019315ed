import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, createPageUrl, pagePath, resolvePage } from './site-pages';

describe('site pages', () => {
  it('builds URLs with the spec helper', () => {
    expect(createPageUrl('Tarifs')).toBe('/tarifs');
    expect(createPageUrl('Use Cases')).toBe('/use-cases');
  });

  it('gives each page one canonical path per language', () => {
    expect(pagePath('fr', 'Home')).toBe('/');
    expect(pagePath('en', 'Home')).toBe('/en');
    expect(pagePath('fr', 'FeatureAI')).toBe('/featureai');
    expect(pagePath('en', 'Tarifs')).toBe('/en/pricing');
    expect(pagePath('en', 'Fonctionnalites')).toBe('/en/features');
    expect(pagePath('en', 'FeatureAI')).toBe('/en/features/ai');
    expect(pagePath('en', 'LegalNotice')).toBe('/en/legal-notice');
    expect(pagePath('en', 'Tarifs', 'plan=pro')).toBe('/en/pricing?plan=pro');
    expect(pagePath('en', 'BlogPost', 'slug=hello')).toBe('/en/blogpost?slug=hello');
    expect(pagePath('fr', 'Blog', '?q=a')).toBe('/blog?q=a');
    expect(pagePath('fr', 'LegalNotice')).toBe('/legalnotice');
    expect(pagePath('en', 'Privacy')).toBe('/en/privacy');
    expect(pagePath('en', 'Newsletter', 'action=confirm&token=t')).toBe(
      '/en/newsletter?action=confirm&token=t',
    );
  });

  it('reads the page from the last segment, ignoring case and a trailing slash', () => {
    expect(resolvePage('/')).toEqual({ locale: 'fr', page: 'Home' });
    expect(resolvePage('/Home')).toEqual({ locale: 'fr', page: 'Home' });
    expect(resolvePage('/en')).toEqual({ locale: 'en', page: 'Home' });
    expect(resolvePage('/EN/Pricing/')).toEqual({ locale: 'en', page: 'Tarifs' });
    expect(resolvePage('/FEATUREAI')).toEqual({ locale: 'fr', page: 'FeatureAI' });
    expect(resolvePage('/anything/blogpost')).toEqual({ locale: 'fr', page: 'BlogPost' });
    expect(resolvePage('/nowhere')).toEqual({ locale: 'fr', page: undefined });
    expect(resolvePage('/en/Cookies')).toEqual({ locale: 'en', page: 'Cookies' });
    expect(resolvePage('/terms/')).toEqual({ locale: 'fr', page: 'Terms' });
  });

  it('reads every canonical path back as its own page', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const page of PAGE_NAMES) {
        expect(resolvePage(pagePath(locale, page)), pagePath(locale, page)).toEqual({
          locale,
          page,
        });
      }
    }
  });

  it('reads nested English addresses from their end, whatever comes before', () => {
    expect(resolvePage('/en/features/ai')).toEqual({ locale: 'en', page: 'FeatureAI' });
    expect(resolvePage('/EN/Features/Apps/')).toEqual({ locale: 'en', page: 'FeatureApps' });
    expect(resolvePage('/en/x/features/agenda')).toEqual({ locale: 'en', page: 'FeatureAgenda' });
    expect(resolvePage('/en/features')).toEqual({ locale: 'en', page: 'Fonctionnalites' });
    expect(resolvePage('/en/ai')).toEqual({ locale: 'en', page: undefined });
    expect(resolvePage('/en/features/nowhere')).toEqual({ locale: 'en', page: undefined });
  });

  it('still reads the French names under /en (the English addresses before issue 31)', () => {
    expect(resolvePage('/en/tarifs')).toEqual({ locale: 'en', page: 'Tarifs' });
    expect(resolvePage('/EN/FeatureAI/')).toEqual({ locale: 'en', page: 'FeatureAI' });
    expect(resolvePage('/en/fonctionnalites')).toEqual({ locale: 'en', page: 'Fonctionnalites' });
    expect(resolvePage('/en/legalnotice')).toEqual({ locale: 'en', page: 'LegalNotice' });
    expect(resolvePage('/en/home')).toEqual({ locale: 'en', page: 'Home' });
  });

  it('reads an English-only address without /en as the English page', () => {
    expect(resolvePage('/pricing')).toEqual({ locale: 'en', page: 'Tarifs' });
    expect(resolvePage('/Features/AI')).toEqual({ locale: 'en', page: 'FeatureAI' });
    expect(resolvePage('/legal-notice')).toEqual({ locale: 'en', page: 'LegalNotice' });
    // Names both languages share stay French.
    expect(resolvePage('/contact')).toEqual({ locale: 'fr', page: 'Contact' });
    expect(resolvePage('/features/contact')).toEqual({ locale: 'fr', page: 'Contact' });
  });
});
