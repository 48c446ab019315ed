import { useLocation, useMatches } from 'react-router';
import { localeFromPath } from '../i18n/locale-from-path';
import { readRouteId, type PageRoute } from './page-routes';

/** The page being shown, read from the deepest matched route (see `routes.ts`). */
export function usePageRoute(): PageRoute {
  const matches = useMatches();
  const { pathname } = useLocation();
  return (
    readRouteId(matches.at(-1)?.id) ?? {
      locale: localeFromPath(pathname),
      page: 'Home',
      notFound: true,
    }
  );
}
