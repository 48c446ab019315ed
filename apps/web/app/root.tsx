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
import { isConsolePath } from '@vitrine/contract/console-paths';
import { isLocale, type Locale } from '@vitrine/contract/locales';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorPage } from './components/layout/error-page';
import { commonCopy } from './i18n/common-copy';
import { localeFromPath } from './i18n/locale-from-path';
import { requestLocale } from './i18n/request-locale';
import { seoCopy } from './i18n/seo-copy';
import { islandManifest } from './islands/island-manifest.server';
import { requestOrigin } from './seo/build-origin.server';

/**
 * Site-wide facts computed on the server: the public origin (absolute URLs), the year, the
 * islands' scripts and, for the console, the shared copy and search texts of the page's language:
 * they travel as data, in the page, so that no script carries them in both languages. The site's
 * pages never hydrate and read the copy on the server (`routes/site-layout.tsx`): no data of
 * theirs is encoded for a browser that would not read it (decision 0068).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const site = {
    origin: requestOrigin(context),
    year: new Date().getFullYear(),
    islands: islandManifest(context),
  };
  if (!isConsolePath(new URL(request.url).pathname)) return site;
  const locale = requestLocale(request);
  return { ...site, common: commonCopy(locale), seo: seoCopy(locale) };
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const site = useRouteLoaderData<typeof loader>('root');
  if (site && 'common' in site)
    return <ErrorPage status={status} common={site.common} seo={site.seo} />;
  // The root loader itself failed (a site page's error is shown by the site layout's boundary):
  // no copy to show, only the status and the way home.
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{status}</h1>
      <a href="/" className="mt-8 inline-flex font-semibold text-brand">
        Vitrine
      </a>
    </main>
  );
}
