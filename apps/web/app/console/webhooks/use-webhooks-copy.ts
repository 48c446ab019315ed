import { consoleWebhooksCopy as webhooksEn } from './content/en/console-webhooks';
import {
  consoleWebhooksCopy as webhooksFr,
  type ConsoleWebhooksCopy,
} from './content/fr/console-webhooks';
import { useConsole } from '../shared/console-context';

/** The copy of the webhooks page, in the console's language. */
export function useWebhooksCopy(): ConsoleWebhooksCopy {
  const { locale } = useConsole();
  return locale === 'en' ? webhooksEn : webhooksFr;
}
