import { describe, expect, it } from 'vitest';
import { pageAddressOf } from './track-page';
import { referrerHost, sourceOf } from './track-source';
import { primaryLanguage } from './visitor-traits';

describe('sources of visits', () => {
  it.each([
    ['https://www.google.com/', 'Google'],
    ['https://www.google.co.uk/search', 'Google'],
    ['https://news.google.fr/', 'Google'],
    ['https://mail.google.com/mail/u/0/', 'Newsletter'],
    ['https://outlook.live.com/mail/0/', 'Newsletter'],
    ['https://webmail.example-isp.fr/', 'Newsletter'],
    ['https://www.bing.com/search?q=x', 'Bing'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://www.qwant.com/', 'Qwant'],
    ['https://www.ecosia.org/', 'Ecosia'],
    ['https://fr.search.yahoo.com/', 'Yahoo'],
    ['https://www.linkedin.com/feed/', 'LinkedIn'],
    ['https://lnkd.in/abc', 'LinkedIn'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://t.co/xyz', 'X'],
    ['https://twitter.com/', 'X'],
    ['https://l.instagram.com/', 'Instagram'],
    ['https://www.youtube.com/watch?v=1', 'YouTube'],
    ['https://old.reddit.com/r/x', 'Reddit'],
    ['https://github.com/org/repo', 'GitHub'],
    ['https://google.example.org/', 'google.example.org'],
    ['https://notlinkedin.com/', 'notlinkedin.com'],
    ['https://blog.partner.fr/post', 'blog.partner.fr'],
  ])('%s → %s', (referrer, source) => {
    expect(sourceOf(referrerHost(referrer), null, null)).toBe(source);
  });

  it('prefers utm_source, in its canonical name when it is a known one', () => {
    expect(sourceOf('google.com', 'linkedin', null)).toBe('LinkedIn');
    expect(sourceOf('google.com', 'FB', null)).toBe('Facebook');
    expect(sourceOf(null, 'salon-2026', null)).toBe('salon-2026');
    expect(sourceOf('google.com', null, 'email')).toBe('Newsletter');
    expect(sourceOf(null, null, 'cpc')).toBe('Direct');
  });

  it('keeps only the host of http(s) referrers', () => {
    expect(referrerHost('https://WWW.Example.fr:8443/a?b=c#d')).toBe('example.fr');
    expect(referrerHost('android-app://com.google.android.gm/')).toBeNull();
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost('')).toBeNull();
  });
});

describe('pages of page views', () => {
  it('keeps the path with its case, without query, fragment or trailing slash', () => {
    expect(pageAddressOf('https://site.fr/Tarifs/?a=1#x')?.page).toBe('/Tarifs');
    expect(pageAddressOf('/en/pricing/')?.page).toBe('/en/pricing');
    expect(pageAddressOf('https://site.fr')?.page).toBe('/');
    expect(pageAddressOf('/')?.page).toBe('/');
    expect(pageAddressOf('javascript:alert(1)')).toBeNull();
  });

  it('reads the five UTM parameters, each cut to 200 characters', () => {
    const long = 'c'.repeat(300);
    const { campaign } = pageAddressOf(
      `/?utm_source=lnkd&utm_medium=social&utm_campaign=${long}&utm_content=a&utm_term=b&x=1`,
    )!;
    expect(campaign).toEqual({
      utm_source: 'lnkd',
      utm_medium: 'social',
      utm_campaign: 'c'.repeat(200),
      utm_content: 'a',
      utm_term: 'b',
    });
  });

  it('reads the primary language subtag', () => {
    expect(primaryLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(primaryLanguage('EN_gb')).toBe('en');
    expect(primaryLanguage('*')).toBeNull();
    expect(primaryLanguage(42)).toBeNull();
  });
});
