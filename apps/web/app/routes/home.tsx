import { homePageData } from '../data/content-page-data.server';
import { HomePage } from '../pages/home-page';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/home';

/** The page's copy and its records (testimonials, figures), in its language: data, not script. */
export function loader({ request, context }: Route.LoaderArgs) {
  return homePageData(request, context);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
