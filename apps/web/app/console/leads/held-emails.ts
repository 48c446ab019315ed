import {
  changeHeldEmails,
  type HeldEmailsRequest,
} from '@vitrine/contract/client/held-emails-client';
import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { consoleClient } from '../shared/console-client';
import { consoleTransport } from '../shared/console-transport';
import { consoleCall } from '../shared/session';

/** How many held e-mails the outbox page lists above the table (oldest first). */
export const HELD_SHOWN = 50;

export interface HeldEmails {
  /** All held e-mails, however many. */
  count: number;
  /** The oldest `HELD_SHOWN`. */
  rows: OutboxEmailRecord[];
}

/** The e-mails held since a restore (decision 0051), for the outbox page's banner. */
export function loadHeldEmails(request: Request) {
  return consoleCall(request, async (): Promise<HeldEmails> => {
    const handler = consoleClient().entities.OutboxEmail;
    const options = { signal: request.signal };
    const [count, rows] = await Promise.all([
      handler.count({ status: 'held' }, options),
      handler.filter({ status: 'held' }, 'created_date', HELD_SHOWN, 0, undefined, options),
    ]);
    return { count, rows };
  });
}

/** The outbox route's `clientAction`: sends or drops held e-mails (`action`, optional `id`s). */
export async function heldEmailsAction(request: Request) {
  const form = await request.formData();
  const action = form.get('action') === 'send' ? 'send' : 'drop';
  const ids = form.getAll('id').map(String);
  const body: HeldEmailsRequest = ids.length > 0 ? { action, ids } : { action };
  return consoleCall(request, async () => {
    const { transport, appId } = consoleTransport();
    const result = await changeHeldEmails(transport, appId, body, { signal: request.signal });
    return { action, ...result };
  });
}
