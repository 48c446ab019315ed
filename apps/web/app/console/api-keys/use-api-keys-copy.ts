import { consoleApiKeysCopy as keysEn } from './content/en/console-api-keys';
import {
  consoleApiKeysCopy as keysFr,
  type ConsoleApiKeysCopy,
} from './content/fr/console-api-keys';
import { useConsole } from '../shared/console-context';

/** The copy of the API keys page, in the console's language. */
export function useApiKeysCopy(): ConsoleApiKeysCopy {
  const { locale } = useConsole();
  return locale === 'en' ? keysEn : keysFr;
}
