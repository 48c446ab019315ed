import { consoleLeadWorkCopy as workEn } from './content/en/console-lead-work';
import {
  consoleLeadWorkCopy as workFr,
  type ConsoleLeadWorkCopy,
} from './content/fr/console-lead-work';
import { useConsole } from '../shared/console-context';

/** The copy of lead statuses, notes, assignees, periods, sorts and exports, in the console's language. */
export function useLeadWorkCopy(): ConsoleLeadWorkCopy {
  const { locale } = useConsole();
  return locale === 'en' ? workEn : workFr;
}
