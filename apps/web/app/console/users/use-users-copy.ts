import { consoleRolesCopy as rolesEn } from './content/en/console-roles';
import { consoleUsersCopy as usersEn } from './content/en/console-users';
import { consoleRolesCopy as rolesFr, type ConsoleRolesCopy } from './content/fr/console-roles';
import { consoleUsersCopy as usersFr, type ConsoleUsersCopy } from './content/fr/console-users';
import { useConsole } from '../shared/console-context';

/** The copy of the team accounts page, in the console's language. */
export function useUsersCopy(): ConsoleUsersCopy {
  const { locale } = useConsole();
  return locale === 'en' ? usersEn : usersFr;
}

/** The roles' descriptions, the role control and the ownership transfer, in the console's language. */
export function useRolesCopy(): ConsoleRolesCopy {
  const { locale } = useConsole();
  return locale === 'en' ? rolesEn : rolesFr;
}
