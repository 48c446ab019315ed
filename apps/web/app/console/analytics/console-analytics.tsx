import { loadDashboard } from './load-dashboard';
import { ConsoleAnalyticsPage } from './console-analytics-page';
import type { Route } from './+types/console-analytics';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadDashboard(request);
}

/** `/admin/analytics`: the audience dashboard. */
export default function ConsoleAnalytics({ loaderData }: Route.ComponentProps) {
  return <ConsoleAnalyticsPage loaded={loaderData} />;
}
