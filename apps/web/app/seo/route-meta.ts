import type { MetaDescriptor } from 'react-router';
import { seoCopy } from '../i18n/seo-copy';
import { localeFromPath } from '../i18n/locale-from-path';
import { readRouteId } from '../routing/page-routes';
import { pageMeta, type PageMetaInput } from './page-meta';

interface RouteMetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string; search: string };
}

function rootData(matches: RouteMetaArgs['matches']) {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return data as { origin?: unknown } | undefined;
}

/**
 * The `meta` of any page route: reads the page from the route id, the origin from the root loader
 * and the texts of the page's language (none without the root: a failed root has no page to
 * describe).
 */
export function routeMeta(
  { matches, location }: RouteMetaArgs,
  overrides: Partial<
    Pick<PageMetaInput, 'text' | 'paths' | 'noindex' | 'ogType' | 'extra' | 'image'>
  > = {},
): MetaDescriptor[] {
  const data = rootData(matches);
  if (!data) return [];
  const origin = typeof data.origin === 'string' ? data.origin : '';
  const route = readRouteId(matches.at(-1)?.id) ?? {
    locale: localeFromPath(location.pathname),
    page: 'Home' as const,
    notFound: true,
  };
  const seo = seoCopy(route.locale);
  return pageMeta({ origin, route, search: location.search, seo, ...overrides });
}
