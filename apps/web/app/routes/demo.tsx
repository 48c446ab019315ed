import { PageFrame } from '../components/layout/page-frame';
import { pagesCopy } from '../i18n/pages-copy';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/demo';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Demo() {
  const { demo } = pagesCopy(usePageRoute().locale);
  return <PageFrame heading={demo.heading} intro={demo.intro} />;
}
