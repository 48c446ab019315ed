import { AboutPage } from '../pages/about-page';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function About() {
  return <AboutPage locale={usePageRoute().locale} />;
}
