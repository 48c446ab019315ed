import { FeaturesPage } from '../pages/features-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/features';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Features() {
  return <FeaturesPage locale={usePageRoute().locale} />;
}
