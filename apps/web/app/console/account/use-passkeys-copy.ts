import { accountPasskeysCopy as en } from './content/en/passkeys';
import { accountPasskeysCopy as fr, type AccountPasskeysCopy } from './content/fr/passkeys';
import { useConsole } from '../shared/console-context';

/** The copy of the account page's passkeys section, in the console's language. */
export function usePasskeysCopy(): AccountPasskeysCopy {
  const { locale } = useConsole();
  return locale === 'en' ? en : fr;
}
