import { LOCALES, DEFAULT_LOCALE, type Locale } from '@vitrine/contract/locales';
import { UNINDEXED_PAGES, pagePath, type PageName } from '@vitrine/contract/site-pages';
import type { MetaDescriptor } from 'react-router';
import type { SeoCopy } from '../content/fr/seo';
import type { PageRoute } from '../routing/page-routes';

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_FR', en: 'en_US' };

type SeoKey = keyof SeoCopy['pages'];

const SEO_KEYS: Record<PageName, SeoKey> = {
  Home: 'home',
  Fonctionnalites: 'features',
  Tarifs: 'pricing',
  Contact: 'contact',
  Demo: 'demo',
  Waitlist: 'waitlist',
  Blog: 'blog',
  BlogPost: 'blogPost',
  About: 'about',
  FeatureAI: 'FeatureAI',
  FeatureScreens: 'FeatureScreens',
  FeaturePlaylists: 'FeaturePlaylists',
  FeatureAgenda: 'FeatureAgenda',
  FeatureApps: 'FeatureApps',
  LegalNotice: 'legalNotice',
  Privacy: 'privacy',
  Terms: 'terms',
  Cookies: 'cookies',
  Newsletter: 'newsletter',
};

const isUnindexed = (page: PageName) => (UNINDEXED_PAGES as readonly PageName[]).includes(page);

/**
 * The query a page's URL keeps in its canonical form: a blog post's slug; the listing's category
 * and page number (each page of the listing is its own page; search results are the listing's).
 */
function canonicalSearch(page: PageName, search: string) {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const keep = (name: string) => {
    const value = params.get(name);
    if (value) kept.set(name, value);
  };
  if (page === 'BlogPost') keep('slug');
  if (page === 'Blog') {
    keep('category');
    // A search's results point to the listing they search (its first page).
    if (!params.get('q') && params.get('page') !== '1') keep('page');
  }
  return kept.toString();
}

export interface PageMetaInput {
  /** The public origin (`https://example.com`), from the root loader. */
  origin: string;
  route: PageRoute;
  /** The current query string, `?…` or empty. */
  search: string;
  /** The search and sharing texts of the page's language (the root loader sends them). */
  seo: SeoCopy;
  /** Replaces the page's own title and description (a blog post's). */
  text?: { title: string; description: string };
  /**
   * The page's path in each language it exists in (a post and its translation); default: the
   * same page with the same canonical query in every language.
   */
  paths?: Partial<Record<Locale, string>>;
  /** `noindex` without canonical or alternates (an article that does not exist). */
  noindex?: boolean;
  /** `og:type`; default `website`. */
  ogType?: string;
  /** Tags appended to the indexable page's (e.g. `article:*`, the RSS link). */
  extra?: MetaDescriptor[];
  /** The sharing image instead of the site's (a post's featured upload); `url` is a path. */
  image?: { url: string; type: string; width: number; height: number; alt: string };
}

/**
 * Title, description, canonical URL, hreflang alternates (x-default → French), Open Graph and
 * Twitter tags of one page in one language. The unknown-address fallback and the unindexed pages
 * (the newsletter links) get `noindex` and no canonical or alternates.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { origin, route, search, seo } = input;
  const { title, description } =
    input.text ?? seo.pages[route.notFound ? 'notFound' : SEO_KEYS[route.page]];
  const query = canonicalSearch(route.page, search);
  const paths =
    input.paths ??
    Object.fromEntries(LOCALES.map((locale) => [locale, pagePath(locale, route.page, query)]));
  const url = (locale: Locale) => `${origin}${paths[locale] ?? pagePath(locale, route.page)}`;
  const versions = LOCALES.filter((locale) => paths[locale] !== undefined);
  const sharing = input.image ?? {
    url: OG_IMAGE.path,
    type: 'image/png',
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: seo.defaultOgImageAlt,
  };
  const image = `${origin}${sharing.url}`;
  const shared: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALES[route.locale] },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: sharing.type },
    { property: 'og:image:width', content: String(sharing.width) },
    { property: 'og:image:height', content: String(sharing.height) },
    { property: 'og:image:alt', content: sharing.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: sharing.alt },
  ];
  if (route.notFound || input.noindex || isUnindexed(route.page)) {
    return [...shared, { name: 'robots', content: 'noindex, follow' }];
  }
  return [
    ...shared,
    { property: 'og:url', content: url(route.locale) },
    ...versions
      .filter((locale) => locale !== route.locale)
      .map((locale) => ({
        property: 'og:locale:alternate',
        content: OG_LOCALES[locale],
      })),
    { tagName: 'link', rel: 'canonical', href: url(route.locale) },
    ...versions.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: url(locale),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: url(versions.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : route.locale),
    },
    ...(input.extra ?? []),
  ];
}
