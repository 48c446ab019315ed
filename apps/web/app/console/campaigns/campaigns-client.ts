import {
  createNewsletterCampaignsClient,
  type NewsletterCampaignsClient,
} from '@vitrine/contract/client/newsletter-campaigns-client';
import { consoleTransport } from '../shared/console-transport';

/** The campaign routes' client of the console (browser only). */
export function campaignsClient(): NewsletterCampaignsClient {
  const { transport, appId } = consoleTransport();
  return createNewsletterCampaignsClient(transport, appId);
}
