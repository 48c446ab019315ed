import type { Locale } from '@vitrine/contract/locales';
import { data, useMatches } from 'react-router';
import { consoleCopyFor, consoleLocale } from '../i18n/console-locale';

/** Route ids of the console (see `routes.ts`): the site's header and footer stay out of them. */
export const CONSOLE_LAYOUT_ID = 'console';
export const LOGIN_ROUTE_ID = 'console-login';

/**
 * What the console's two top routes load on the server: the language and its copy. Never
 * cached, never indexed (the pages are rendered per request, not pre-rendered).
 */
export function consoleRouteData(request: Request) {
  const locale = consoleLocale(request.headers.get('cookie'));
  return data(
    { locale, copy: consoleCopyFor(locale) },
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } },
  );
}

export const consoleMeta = (title: string) => [
  { title },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The console's language when a console route is shown, else undefined. */
export function useConsoleLocale(): Locale | undefined {
  const match = useMatches().find(
    (candidate) => candidate.id === CONSOLE_LAYOUT_ID || candidate.id === LOGIN_ROUTE_ID,
  );
  const loaded = match?.loaderData as { locale?: Locale } | undefined;
  return match ? (loaded?.locale ?? 'fr') : undefined;
}
