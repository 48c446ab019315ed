import { HomePage } from '../pages/home-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home() {
  return <HomePage locale={usePageRoute().locale} />;
}
