import { consoleContentCopy as contentEn } from './content/en/console-content';
import {
  consoleContentCopy as contentFr,
  type ConsoleContentCopy,
} from './content/fr/console-content';
import { useConsole } from '../shared/console-context';

/** The copy of the Content pages, in the console's language. */
export function useContentCopy(): ConsoleContentCopy {
  const { locale } = useConsole();
  return locale === 'en' ? contentEn : contentFr;
}
