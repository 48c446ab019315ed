import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { isLocale, type Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { SiteShell } from './components/layout/site-shell';
import { commonCopy } from './i18n/common-copy';
import { useCommonCopy } from './i18n/use-common-copy';
import { localeFromPath } from './i18n/locale-from-path';
import { requestLocale } from './i18n/request-locale';
import { seoCopy } from './i18n/seo-copy';
import { islandManifest } from './islands/island-manifest.server';
import { usePageRoute } from './routing/use-page-route';
import { requestOrigin } from './seo/build-origin.server';

/**
 * Site-wide facts computed on the server: the public origin (absolute URLs), the year, and the
 * shared copy and search texts of the page's language. The texts travel as data, in the page, so
 * that no script carries them in both languages (`useCommonCopy`).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return {
    origin: requestOrigin(context),
    year: new Date().getFullYear(),
    common: commonCopy(locale),
    seo: seoCopy(locale),
    islands: islandManifest(context),
  };
}

// Nothing changes while the visitor stays in one language: pages need no server round trip.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

// `precedence` makes React send the stylesheet ahead of the script preloads, so the render-blocking
// CSS is never queued behind JavaScript.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'high' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * The document's language: the deepest route whose loader names one (`locale`, for addresses that
 * serve both languages, such as the console's), else the path's (`/en/…` is English).
 */
function useDocumentLocale(): Locale {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (const match of [...matches].reverse()) {
    const named = (match.loaderData as { locale?: unknown } | undefined)?.locale;
    if (isLocale(named)) return named;
  }
  return localeFromPath(pathname);
}

/**
 * Whether the page is the console's, the one React app that hydrates. The site's pages (under the
 * `site` layout) ship no framework: only the islands they draw (decision 0066).
 */
function useHydrates() {
  return !useMatches().some((match) => match.id === 'site');
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useDocumentLocale();
  const hydrates = useHydrates();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-ink antialiased">
        {children}
        {hydrates ? <ScrollRestoration /> : null}
        {hydrates ? <Scripts /> : null}
      </body>
    </html>
  );
}

// The site and the console each draw their own frame (`routes/site-layout.tsx`, `console/shared/shell/`).
export default function App() {
  useEffect(() => {
    // Lets tests and tooling know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** The page shown when a route fails: the site's frame, the status and a way home. */
function ErrorPage({ status }: { status: number }) {
  const { locale } = usePageRoute();
  const { errorPage } = useCommonCopy();
  return (
    <SiteShell>
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <p className="text-sm font-semibold text-brand">{status}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{errorPage.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{errorPage.text}</p>
        <a
          href={pagePath(locale, 'Home')}
          className="mt-8 inline-flex rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong"
        >
          {errorPage.homeLink}
        </a>
      </div>
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const site = useRouteLoaderData<typeof loader>('root');
  if (site) return <ErrorPage status={status} />;
  // The root loader itself failed: no copy to show, only the status and the way home.
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{status}</h1>
      <a href="/" className="mt-8 inline-flex font-semibold text-brand">
        Vitrine
      </a>
    </main>
  );
}
