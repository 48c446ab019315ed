import { consoleDashboardCopy as dashboardEn } from './content/en/console-dashboard';
import {
  consoleDashboardCopy as dashboardFr,
  type ConsoleDashboardCopy,
} from './content/fr/console-dashboard';
import { useConsole } from '../shared/console-context';

/** The copy of the dashboard, in the console's language. */
export function useDashboardCopy(): ConsoleDashboardCopy {
  const { locale } = useConsole();
  return locale === 'en' ? dashboardEn : dashboardFr;
}
