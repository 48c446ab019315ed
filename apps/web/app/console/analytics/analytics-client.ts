import {
  createAnalyticsStatsClient,
  type AnalyticsStatsClient,
} from '@vitrine/contract/client/analytics-stats-client';
import { consoleTransport } from '../shared/console-transport';

/** The Stats API client of the console (browser only). */
export function analyticsClient(): AnalyticsStatsClient {
  const { transport, appId } = consoleTransport();
  return createAnalyticsStatsClient(transport, appId);
}
