import { consoleClient } from '../shared/console-client';
import { OUTBOX_FILTER_KEYS, outboxQuery } from './outbox-query';
import { readFilters } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { ConsoleOutboxPage } from './console-outbox-page';
import { heldEmailsAction, loadHeldEmails } from './held-emails';
import type { Route } from './+types/console-outbox';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams, OUTBOX_FILTER_KEYS);
  const [list, held] = await Promise.all([
    loadList(request, consoleClient().entities.OutboxEmail, outboxQuery(filters)),
    loadHeldEmails(request),
  ]);
  return { list, held };
}

/** Sends or drops the e-mails held since a restore. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return heldEmailsAction(request);
}

/** `/admin/outbox`. */
export default function ConsoleOutbox({ loaderData }: Route.ComponentProps) {
  return <ConsoleOutboxPage loaded={loaderData.list} held={loaderData.held} />;
}
