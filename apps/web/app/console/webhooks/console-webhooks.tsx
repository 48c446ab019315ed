import { ConsoleWebhooksPage } from './console-webhooks-page';

/** `/admin/webhooks` (capability `integrations`). */
export default function ConsoleWebhooks() {
  return <ConsoleWebhooksPage />;
}
