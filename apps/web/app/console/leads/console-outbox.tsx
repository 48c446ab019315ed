import { consoleClient } from '../shared/console-client';
import { OUTBOX_FILTER_KEYS, outboxQuery } from './outbox-query';
import { readFilters } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { ConsoleOutboxPage } from './console-outbox-page';
import type { Route } from './+types/console-outbox';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams, OUTBOX_FILTER_KEYS);
  return loadList(request, consoleClient().entities.OutboxEmail, outboxQuery(filters));
}

/** `/admin/outbox`. */
export default function ConsoleOutbox({ loaderData }: Route.ComponentProps) {
  return <ConsoleOutboxPage loaded={loaderData} />;
}
