import { consoleLeadsCopy as leadsEn } from './content/en/console-leads';
import { consoleLeadsCopy as leadsFr, type ConsoleLeadsCopy } from './content/fr/console-leads';
import { useConsole } from '../shared/console-context';

/** The copy of the lead, outbox and admin pages, in the console's language. */
export function useLeadsCopy(): ConsoleLeadsCopy {
  const { locale } = useConsole();
  return locale === 'en' ? leadsEn : leadsFr;
}
