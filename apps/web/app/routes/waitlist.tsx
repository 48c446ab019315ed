import { PageFrame } from '../components/layout/page-frame';
import { pagesCopy } from '../i18n/pages-copy';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/waitlist';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Waitlist() {
  const { waitlist } = pagesCopy(usePageRoute().locale);
  return <PageFrame heading={waitlist.heading} intro={waitlist.intro} />;
}
