import {
  createContentHistoryClient,
  type ContentHistoryClient,
} from '@vitrine/contract/client/content-history-client';
import { consoleTransport } from '../shared/console-transport';

/** The content history route's client of the console (browser only). */
export function contentHistoryClient(): ContentHistoryClient {
  const { transport, appId } = consoleTransport();
  return createContentHistoryClient(transport, appId);
}
