import { consoleClient } from '../shared/console-client';
import { usersAction } from './user-actions';
import { readFilters, textSearch } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { ConsoleUsersPage } from './console-users-page';
import type { Route } from './+types/console-users';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q } = readFilters(new URL(request.url).searchParams, ['q']);
  const query = { ...textSearch(q, ['email', 'full_name']) };
  return loadList(request, consoleClient().entities.User, query);
}

/** Invitations, passwords, roles and access (`intent`); the table's loader runs again afterwards. */
export const clientAction = ({ request }: Route.ClientActionArgs) => usersAction(request);

/** `/admin/users`. */
export default function ConsoleUsers({ loaderData }: Route.ComponentProps) {
  return <ConsoleUsersPage loaded={loaderData} />;
}
