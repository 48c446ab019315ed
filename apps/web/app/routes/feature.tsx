import { FEATURE_PAGES, type FeaturePageName } from '@vitrine/contract/site-pages';
import { useCommonCopy } from '../i18n/use-common-copy';
import { FeaturePage } from '../pages/feature-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/feature';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function isFeaturePage(page: string): page is FeaturePageName {
  return (FEATURE_PAGES as readonly string[]).includes(page);
}

/** One module for the five feature pages; the route id says which one. */
export default function Feature() {
  const { locale, page } = usePageRoute();
  const common = useCommonCopy();
  if (!isFeaturePage(page)) throw new Error(`${page} is not a feature page`);
  return <FeaturePage locale={locale} feature={page} common={common} />;
}
