import { describe, expect, it } from 'vitest';
import { createPageUrl, pagePath, resolvePage } from './site-pages';

describe('site pages', () => {
  it('builds URLs with the spec helper', () => {
    expect(createPageUrl('Tarifs')).toBe('/tarifs');
    expect(createPageUrl('Use Cases')).toBe('/use-cases');
  });

  it('gives each page one canonical path per language', () => {
    expect(pagePath('fr', 'Home')).toBe('/');
    expect(pagePath('en', 'Home')).toBe('/en');
    expect(pagePath('fr', 'FeatureAI')).toBe('/featureai');
    expect(pagePath('en', 'Tarifs')).toBe('/en/tarifs');
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
    expect(resolvePage('/EN/Tarifs/')).toEqual({ locale: 'en', page: 'Tarifs' });
    expect(resolvePage('/FEATUREAI')).toEqual({ locale: 'fr', page: 'FeatureAI' });
    expect(resolvePage('/anything/blogpost')).toEqual({ locale: 'fr', page: 'BlogPost' });
    expect(resolvePage('/nowhere')).toEqual({ locale: 'fr', page: undefined });
    expect(resolvePage('/en/Cookies')).toEqual({ locale: 'en', page: 'Cookies' });
    expect(resolvePage('/terms/')).toEqual({ locale: 'fr', page: 'Terms' });
  });
});
