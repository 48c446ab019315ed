import { ConsoleDashboardPage } from '../pages/console-dashboard-page';

export default function ConsoleHome() {
  return <ConsoleDashboardPage />;
}
