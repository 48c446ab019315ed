import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@vitrine/contract/locales';
import { FEATURE_PAGES, PAGE_NAMES, pagePath, type PageName } from '@vitrine/contract/site-pages';
import { about as aboutEn } from '../../app/content/en/about';
import { common as commonEn } from '../../app/content/en/common';
import { forms as formsEn } from '../../app/content/en/forms';
import { legal as legalEn } from '../../app/content/en/legal';
import { featurePages as featurePagesEn } from '../../app/content/en/feature-pages';
import { features as featuresEn } from '../../app/content/en/features';
import { home as homeEn } from '../../app/content/en/home';
import { pages as pagesEn } from '../../app/content/en/pages';
import { pricing as pricingEn } from '../../app/content/en/pricing';
import { seo as seoEn } from '../../app/content/en/seo';
import { about as aboutFr } from '../../app/content/fr/about';
import { common as commonFr } from '../../app/content/fr/common';
import { forms as formsFr } from '../../app/content/fr/forms';
import { legal as legalFr } from '../../app/content/fr/legal';
import { featurePages as featurePagesFr } from '../../app/content/fr/feature-pages';
import { features as featuresFr } from '../../app/content/fr/features';
import { home as homeFr } from '../../app/content/fr/home';
import { pages as pagesFr } from '../../app/content/fr/pages';
import { pricing as pricingFr } from '../../app/content/fr/pricing';
import { seo as seoFr } from '../../app/content/fr/seo';

/** The copy the tests read their expectations from (never hard-coded strings). */
export const COPY = {
  fr: {
    about: aboutFr,
    common: commonFr,
    featurePages: featurePagesFr,
    features: featuresFr,
    forms: formsFr,
    home: homeFr,
    legal: legalFr,
    pages: pagesFr,
    pricing: pricingFr,
    seo: seoFr,
  },
  en: {
    about: aboutEn,
    common: commonEn,
    featurePages: featurePagesEn,
    features: featuresEn,
    forms: formsEn,
    home: homeEn,
    legal: legalEn,
    pages: pagesEn,
    pricing: pricingEn,
    seo: seoEn,
  },
} satisfies Record<Locale, unknown>;

const seedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../server/seed/blog',
);

/** A seeded article and its translation: the BlogPost page of each language in page tests. */
export const SAMPLE_POSTS = {
  fr: 'siege-social-communication-interne-salles',
  en: 'head-office-internal-comms-and-meeting-rooms',
} satisfies Record<Locale, string>;

/** A front-matter field of a seeded article (`title`, `excerpt`…). */
export function seededPostField(locale: Locale, slug: string, field: string) {
  const text = readFileSync(path.join(seedDir, locale, `${slug}.md`), 'utf8');
  return new RegExp(`^${field}: (.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
}

/** The text of a page's single `<h1>`, as the copy defines it. */
export function expectedHeading(locale: Locale, page: PageName) {
  const copy = COPY[locale];
  const feature = FEATURE_PAGES.find((name) => name === page);
  if (feature)
    return `${copy.featurePages[feature].headline} ${copy.featurePages[feature].highlight}`;
  switch (page) {
    case 'Home': {
      const { titleStart, titleHighlight, titleEnd } = copy.home.hero;
      return `${titleStart} ${titleHighlight} ${titleEnd}`;
    }
    case 'Fonctionnalites':
      return copy.features.hero.title;
    case 'Tarifs':
      return copy.pricing.hero.title;
    case 'About':
      return copy.about.hero.title;
    case 'Contact':
      return copy.pages.contact.heading;
    case 'Demo':
      return copy.pages.demo.heading;
    case 'Waitlist':
      return copy.pages.waitlist.heading;
    case 'LegalNotice':
      return copy.legal.legalNotice.title;
    case 'Privacy':
      return copy.legal.privacy.title;
    case 'Terms':
      return copy.legal.terms.title;
    case 'Cookies':
      return copy.legal.cookies.title;
    case 'Newsletter':
      return copy.forms.newsletterPage.heading;
    case 'BlogPost':
      return seededPostField(locale, SAMPLE_POSTS[locale], 'title');
    default:
      return copy.pages.blog.heading;
  }
}

export interface SitePage {
  locale: Locale;
  page: PageName;
  path: string;
  heading: string;
}

/** Every page in both languages (38); BlogPost is a seeded article and its translation. */
export const SITE_PAGES: SitePage[] = (['fr', 'en'] as const).flatMap((locale) =>
  PAGE_NAMES.map((page) => ({
    locale,
    page,
    path:
      page === 'BlogPost'
        ? pagePath(locale, page, `slug=${SAMPLE_POSTS[locale]}`)
        : pagePath(locale, page),
    heading: expectedHeading(locale, page),
  })),
);

/** A desktop Chrome user agent: `isbot` treats headless Chromium's own one as a crawler. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Collapses whitespace and decodes the few entities React writes, to compare HTML text. */
export function htmlText(html: string) {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
