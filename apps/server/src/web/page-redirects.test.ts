import { describe, expect, it } from 'vitest';
import { cookieLocale } from '@vitrine/contract/locales';
import { decidePage } from './page-redirects';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('decidePage', () => {
  const decide = (pathname: string, search = '', cookieHeader?: string, userAgent = CHROME) =>
    decidePage({ pathname, search, cookieHeader, userAgent });

  it('serves canonical page paths as they are', () => {
    expect(decide('/')).toEqual({ kind: 'serve', french: true });
    expect(decide('/tarifs')).toEqual({ kind: 'serve', french: true });
    expect(decide('/en/features/ai')).toEqual({ kind: 'serve', french: false });
    expect(decide('/en/pricing')).toEqual({ kind: 'serve', french: false });
  });

  it('moves other spellings of a page to its canonical path, keeping the query', () => {
    expect(decide('/Tarifs', '?a=1')).toEqual({ kind: 'canonical', location: '/tarifs?a=1' });
    expect(decide('/tarifs/')).toEqual({ kind: 'canonical', location: '/tarifs' });
    expect(decide('/EN/Features/AI/')).toEqual({ kind: 'canonical', location: '/en/features/ai' });
    expect(decide('/Home')).toEqual({ kind: 'canonical', location: '/' });
    expect(decide('/en/')).toEqual({ kind: 'canonical', location: '/en' });
    expect(decide('/x/y/BlogPost', '?slug=a')).toEqual({
      kind: 'canonical',
      location: '/blogpost?slug=a',
    });
  });

  it('moves the English addresses before issue 31 to the English ones, keeping the query', () => {
    expect(decide('/en/tarifs', '?plan=pro')).toEqual({
      kind: 'canonical',
      location: '/en/pricing?plan=pro',
    });
    expect(decide('/en/FeatureAI/')).toEqual({ kind: 'canonical', location: '/en/features/ai' });
    expect(decide('/en/legalnotice')).toEqual({ kind: 'canonical', location: '/en/legal-notice' });
    expect(decide('/en/home')).toEqual({ kind: 'canonical', location: '/en' });
    // Whatever the cookie says: the address itself is English.
    expect(decide('/en/tarifs', '', 'lang=fr')).toEqual({
      kind: 'canonical',
      location: '/en/pricing',
    });
  });

  it('moves an English-only address without /en to the English page, not the French one', () => {
    expect(decide('/pricing', '?a=1')).toEqual({ kind: 'canonical', location: '/en/pricing?a=1' });
    expect(decide('/features/ai')).toEqual({ kind: 'canonical', location: '/en/features/ai' });
    expect(decide('/Legal-Notice')).toEqual({ kind: 'canonical', location: '/en/legal-notice' });
    expect(decide('/contact')).toEqual({ kind: 'serve', french: true });
  });

  it('leaves the console alone, even where a segment is a page name or English was chosen', () => {
    for (const path of ['/admin', '/admin/blog', '/admin/blog/new', '/login']) {
      expect(decide(path, '', 'lang=en'), path).toEqual({ kind: 'serve', french: false });
    }
  });

  it('leaves unknown names, files and server paths alone', () => {
    expect(decide('/nowhere')).toEqual({ kind: 'serve', french: false });
    expect(decide('/api/apps/vitrine/entities/BlogPost')).toEqual({ kind: 'serve', french: false });
    expect(decide('/assets/tarifs.js')).toEqual({ kind: 'serve', french: false });
    expect(decide('/tarifs.data')).toEqual({ kind: 'serve', french: false });
    expect(decide('/healthz')).toEqual({ kind: 'serve', french: false });
  });

  it('sends a visitor who chose English to the English twin, but never a crawler', () => {
    expect(decide('/tarifs', '?x=1', 'lang=en')).toEqual({
      kind: 'remembered-language',
      location: '/en/pricing?x=1',
    });
    expect(decide('/', '', 'a=b; lang=en')).toEqual({
      kind: 'remembered-language',
      location: '/en',
    });
    expect(decide('/tarifs', '', 'lang=fr')).toEqual({ kind: 'serve', french: true });
    expect(decide('/en/pricing', '', 'lang=en')).toEqual({ kind: 'serve', french: false });
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(decide('/tarifs', '', 'lang=en', googlebot)).toEqual({ kind: 'serve', french: true });
  });

  it('reads only a well-formed lang cookie', () => {
    expect(cookieLocale('lang=en')).toBe('en');
    expect(cookieLocale('x=1; lang=fr; y=2')).toBe('fr');
    expect(cookieLocale('slang=en')).toBeUndefined();
    expect(cookieLocale('lang=de')).toBeUndefined();
    expect(cookieLocale(undefined)).toBeUndefined();
  });
});
