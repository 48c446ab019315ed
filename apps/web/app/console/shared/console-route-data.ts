import { data } from 'react-router';
import { consoleCopyFor, consoleLocale } from './console-locale';

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
