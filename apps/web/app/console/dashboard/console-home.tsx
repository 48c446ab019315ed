import { consoleClient } from '../shared/console-client';
import { loadDashboard } from './dashboard-counts';
import { ConsoleDashboardPage } from './console-dashboard-page';
import { consoleCall } from '../shared/session';
import { signedInUser } from '../shared/signed-in-user';
import type { Route } from './+types/console-home';

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  consoleCall(request, async () =>
    loadDashboard(consoleClient(), await signedInUser(), request.signal),
  );

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  return <ConsoleDashboardPage loaded={loaderData} />;
}
