import { aboutPageData } from '../data/content-page-data.server';
import { AboutPage } from '../pages/about-page';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/about';

/** The page's copy and its records (figures, values, team), in its language: data, not script. */
export function loader({ request, context }: Route.LoaderArgs) {
  return aboutPageData(request, context);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage {...loaderData} />;
}
