import { consoleUsersCopy as usersEn } from './content/en/console-users';
import { consoleUsersCopy as usersFr, type ConsoleUsersCopy } from './content/fr/console-users';
import { useConsole } from '../shared/console-context';

/** The copy of the admin accounts page, in the console's language. */
export function useUsersCopy(): ConsoleUsersCopy {
  const { locale } = useConsole();
  return locale === 'en' ? usersEn : usersFr;
}
