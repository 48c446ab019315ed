import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { LOCALES } from '@vitrine/contract/locales';
import { pagePath, type PageName } from '@vitrine/contract/site-pages';
import { CONSOLE_LAYOUT_ID, LOGIN_ROUTE_ID } from './console/shared/console-routes';
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

// Canonical lower-case paths (`/tarifs`, `/en/features/ai`); other casings and trailing slashes are
// redirected by the server. Anything unknown falls back to Home with a 404 (`*` and `en/*`).
const SITE_ROUTES = [
  ...allPageRoutes().map(({ locale, page }) =>
    route(pagePath(locale, page), PAGE_MODULES[page], { id: pageRouteId(locale, page) }),
  ),
  ...LOCALES.map((locale) =>
    route(locale === 'fr' ? '*' : `${locale}/*`, 'routes/not-found.tsx', {
      id: notFoundRouteId(locale),
    }),
  ),
];

/**
 * The console (docs/product.md §2.18): `/login` and `/admin/…`, one language per visitor (the
 * `lang` cookie), rendered on request and never pre-rendered, indexed or cached
 * (`console/shared/console-route-data.ts`). Everything it is made of lives in `console/`.
 */
const CONSOLE_ROUTES = [
  route('login', 'console/auth/login.tsx', { id: LOGIN_ROUTE_ID }),
  route('admin', 'console/shared/shell/console-layout.tsx', { id: CONSOLE_LAYOUT_ID }, [
    index('console/dashboard/console-home.tsx', { id: 'console-home' }),
    route('blog', 'console/blog/console-posts.tsx', { id: 'console-posts' }),
    route('blog/new', 'console/blog/console-post-editor.tsx', { id: 'console-post-new' }),
    route('blog/:id', 'console/blog/console-post-editor.tsx', { id: 'console-post-edit' }),
    // One route, its code loaded on demand: every page carries the route list (see the module).
    route('campaigns/:id?', 'console/campaigns/console-campaigns.tsx', { id: 'console-campaigns' }),
    // The site's content (plans, testimonials, team…), its code loaded on demand like campaigns.
    route('content/:kind?/:id?', 'console/site-content/console-content.tsx', {
      id: 'console-content',
    }),
    route('leads/:kind', 'console/leads/console-leads.tsx', { id: 'console-leads' }),
    route('analytics', 'console/analytics/console-analytics.tsx', { id: 'console-analytics' }),
    route('outbox', 'console/leads/console-outbox.tsx', { id: 'console-outbox' }),
    route('users', 'console/users/console-users.tsx', { id: 'console-users' }),
    route('audit', 'console/audit/console-audit.tsx', { id: 'console-audit' }),
    route('webhooks', 'console/webhooks/console-webhooks.tsx', { id: 'console-webhooks' }),
    route('redirects', 'console/redirects/console-redirects.tsx', { id: 'console-redirects' }),
    route('glossary', 'console/ai/console-glossary.tsx', { id: 'console-glossary' }),
    route('api-keys', 'console/api-keys/console-api-keys.tsx', { id: 'console-api-keys' }),
    route('account', 'console/account/console-account.tsx', { id: 'console-account' }),
  ]),
];

// The site's pages share one frame (header, footer, toasts), drawn by a pathless layout route;
// the console draws its own.
export default [
  ...CONSOLE_ROUTES,
  layout('routes/site-layout.tsx', { id: 'site' }, SITE_ROUTES),
] satisfies RouteConfig;
