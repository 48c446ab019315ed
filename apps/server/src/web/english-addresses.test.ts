import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

/**
 * Every English address before issue 31 (`/en/` and the French page name) and the English
 * address that replaced it (docs/product.md §2.1). Written out, not derived from the code.
 */
const PREVIOUS_ENGLISH: ReadonlyArray<readonly [previous: string, current: string]> = [
  ['/en/home', '/en'],
  ['/en/fonctionnalites', '/en/features'],
  ['/en/tarifs', '/en/pricing'],
  ['/en/contact', '/en/contact'],
  ['/en/demo', '/en/demo'],
  ['/en/waitlist', '/en/waitlist'],
  ['/en/blog', '/en/blog'],
  ['/en/blogpost', '/en/blogpost'],
  ['/en/about', '/en/about'],
  ['/en/featureai', '/en/features/ai'],
  ['/en/featurescreens', '/en/features/screens'],
  ['/en/featureplaylists', '/en/features/playlists'],
  ['/en/featureagenda', '/en/features/agenda'],
  ['/en/featureapps', '/en/features/apps'],
  ['/en/legalnotice', '/en/legal-notice'],
  ['/en/privacy', '/en/privacy'],
  ['/en/terms', '/en/terms'],
  ['/en/cookies', '/en/cookies'],
  ['/en/newsletter', '/en/newsletter'],
];

/** `/en/featureai` → `/EN/FeatureAI`-like casings: upper case, and each segment capitalised. */
const casings = (pathname: string) => [
  pathname.toUpperCase(),
  pathname.replace(/\/(\w)/g, (_, first: string) => `/${first.toUpperCase()}`),
];

/** The English pages on the real server with its build, on each database. */
describe.skipIf(!built).each(testDatabases())('English addresses on $name', (db) => {
  const t = useTestApp(db, {}, { web: true });
  let url: string;
  const get = (pathname: string) => fetch(`${url}${pathname}`, { redirect: 'manual' });

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('moves every previous English address, in any spelling, to its new one with 301', async () => {
    const moved = PREVIOUS_ENGLISH.filter(([previous, current]) => previous !== current);
    expect(moved).toHaveLength(9);
    for (const [previous, current] of moved) {
      for (const spelling of [previous, `${previous}/`, ...casings(previous)]) {
        const response = await get(spelling);
        expect(response.status, spelling).toBe(301);
        expect(response.headers.get('location'), spelling).toBe(current);
      }
      const withQuery = await get(`${previous}?plan=pro&utm_source=mail`);
      expect(withQuery.status).toBe(301);
      expect(withQuery.headers.get('location')).toBe(`${current}?plan=pro&utm_source=mail`);
    }
  });

  it('moves other spellings of the new addresses to them, query kept', async () => {
    for (const [, current] of PREVIOUS_ENGLISH) {
      for (const spelling of [`${current}/`, ...casings(current)]) {
        if (spelling === current) continue;
        const response = await get(`${spelling}?a=1`);
        expect(response.status, spelling).toBe(301);
        expect(response.headers.get('location'), spelling).toBe(`${current}?a=1`);
      }
    }
  });

  it('serves every new English address with 200 and its own canonical link', async () => {
    await createAsAdmin(t, 'BlogPost', blogPostRecord('hello'));
    for (const [, current] of PREVIOUS_ENGLISH) {
      const pathname = current === '/en/blogpost' ? `${current}?slug=hello` : current;
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      // The newsletter page acts on personal links: no canonical, never indexed.
      if (current === '/en/newsletter') {
        expect(html).toContain('noindex');
        continue;
      }
      const escaped = pathname.replace(/\?/, '\\?');
      expect(html, pathname).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"/]+${escaped}"`),
      );
    }
  });

  it('moves an English-only address without /en to the English page', async () => {
    for (const [pathname, location] of [
      ['/pricing', '/en/pricing'],
      ['/Features/AI', '/en/features/ai'],
      ['/legal-notice?x=1', '/en/legal-notice?x=1'],
    ] as const) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.get('location'), pathname).toBe(location);
    }
    expect((await get('/tarifs')).status).toBe(200);
    expect((await get('/featureai')).status).toBe(200);
  });
});
