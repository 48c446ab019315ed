import type { ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import { consoleClient } from '../shared/console-client';
import { loadList } from '../shared/lists/load-list';
import { apiKeysAction } from './api-key-actions';
import { ConsoleApiKeysPage } from './console-api-keys-page';
import type { Route } from './+types/console-api-keys';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadList<ApiKeyRecord>(request, consoleClient().entities.ApiKey, {});
}

/** Creating and deleting keys (`intent`); the list's loader runs again afterwards. */
export const clientAction = ({ request }: Route.ClientActionArgs) => apiKeysAction(request);

/** `/admin/api-keys`. */
export default function ConsoleApiKeys({ loaderData }: Route.ComponentProps) {
  return <ConsoleApiKeysPage loaded={loaderData} />;
}
