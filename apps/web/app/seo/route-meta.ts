import type { MetaDescriptor } from 'react-router';
import { localeFromPath } from '../i18n/locale-from-path';
import { readRouteId } from '../routing/page-routes';
import { pageMeta } from './page-meta';

interface RouteMetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string; search: string };
}

function originOf(matches: RouteMetaArgs['matches']) {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  const origin = (data as { origin?: unknown } | undefined)?.origin;
  return typeof origin === 'string' ? origin : '';
}

/** The `meta` of any page route: reads the page from the route id, the origin from the root. */
export function routeMeta({ matches, location }: RouteMetaArgs): MetaDescriptor[] {
  const route = readRouteId(matches.at(-1)?.id) ?? {
    locale: localeFromPath(location.pathname),
    page: 'Home' as const,
    notFound: true,
  };
  return pageMeta({ origin: originOf(matches), route, search: location.search });
}
