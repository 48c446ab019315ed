import { consoleAnalyticsCopy as analyticsEn } from './content/en/console-analytics';
import {
  consoleAnalyticsCopy as analyticsFr,
  type ConsoleAnalyticsCopy,
} from './content/fr/console-analytics';
import { useConsole } from '../shared/console-context';

/** The copy of the audience dashboard, in the console's language. */
export function useAnalyticsCopy(): ConsoleAnalyticsCopy {
  const { locale } = useConsole();
  return locale === 'en' ? analyticsEn : analyticsFr;
}
