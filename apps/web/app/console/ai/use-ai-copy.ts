import { useConsole } from '../shared/console-context';
import { consoleAiCopy as aiEn } from './content/en/console-ai';
import { consoleAiCopy as aiFr, type ConsoleAiCopy } from './content/fr/console-ai';

/** The copy of the console's AI help, in the console's language. */
export function useAiCopy(): ConsoleAiCopy {
  const { locale } = useConsole();
  return locale === 'en' ? aiEn : aiFr;
}
