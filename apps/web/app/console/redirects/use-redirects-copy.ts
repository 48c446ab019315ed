import { consoleRedirectsCopy as redirectsEn } from './content/en/console-redirects';
import {
  consoleRedirectsCopy as redirectsFr,
  type ConsoleRedirectsCopy,
} from './content/fr/console-redirects';
import { useConsole } from '../shared/console-context';

/** The copy of the redirects page, in the console's language. */
export function useRedirectsCopy(): ConsoleRedirectsCopy {
  const { locale } = useConsole();
  return locale === 'en' ? redirectsEn : redirectsFr;
}
