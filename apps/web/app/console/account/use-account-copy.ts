import { consoleAccountCopy as accountEn } from './content/en/console-account';
import {
  consoleAccountCopy as accountFr,
  type ConsoleAccountCopy,
} from './content/fr/console-account';
import { useConsole } from '../shared/console-context';

/** The copy of the account page, in the console's language. */
export function useAccountCopy(): ConsoleAccountCopy {
  const { locale } = useConsole();
  return locale === 'en' ? accountEn : accountFr;
}
