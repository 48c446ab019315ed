import { type RouteConfig, route } from '@react-router/dev/routes';
import { LOCALES } from '@vitrine/contract/locales';
import { pagePath, type PageName } from '@vitrine/contract/site-pages';
import { allPageRoutes, notFoundRouteId, pageRouteId } from './routing/page-routes';

/** The module that assembles each page; the five feature pages share one, the four legal ones too. */
const PAGE_MODULES: Record<PageName, string> = {
  Home: 'routes/home.tsx',
  Fonctionnalites: 'routes/features.tsx',
  Tarifs: 'routes/pricing.tsx',
  Contact: 'routes/contact.tsx',
  Demo: 'routes/demo.tsx',
  Waitlist: 'routes/waitlist.tsx',
  Blog: 'routes/blog.tsx',
  BlogPost: 'routes/blog-post.tsx',
  About: 'routes/about.tsx',
  FeatureAI: 'routes/feature.tsx',
  FeatureScreens: 'routes/feature.tsx',
  FeaturePlaylists: 'routes/feature.tsx',
  FeatureAgenda: 'routes/feature.tsx',
  FeatureApps: 'routes/feature.tsx',
  LegalNotice: 'routes/legal.tsx',
  Privacy: 'routes/legal.tsx',
  Terms: 'routes/legal.tsx',
  Cookies: 'routes/legal.tsx',
  Newsletter: 'routes/newsletter.tsx',
};

// Canonical lower-case paths (`/tarifs`, `/en/featureai`); other casings and trailing slashes are
// redirected by the server. Anything unknown falls back to Home with a 404 (`*` and `en/*`).
export default [
  ...allPageRoutes().map(({ locale, page }) =>
    route(pagePath(locale, page), PAGE_MODULES[page], { id: pageRouteId(locale, page) }),
  ),
  ...LOCALES.map((locale) =>
    route(locale === 'fr' ? '*' : `${locale}/*`, 'routes/not-found.tsx', {
      id: notFoundRouteId(locale),
    }),
  ),
] satisfies RouteConfig;
