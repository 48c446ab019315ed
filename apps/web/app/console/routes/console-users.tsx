import { consoleClient } from '../console-client';
import { readFilters, textSearch } from '../lists/list-query';
import { loadList } from '../lists/load-list';
import { ConsoleUsersPage } from '../pages/console-users-page';
import type { Route } from './+types/console-users';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q } = readFilters(new URL(request.url).searchParams, ['q']);
  const query = { ...textSearch(q, ['email', 'full_name']) };
  return loadList(request, consoleClient().entities.User, query);
}

/** `/admin/users`. */
export default function ConsoleUsers({ loaderData }: Route.ComponentProps) {
  return <ConsoleUsersPage loaded={loaderData} />;
}
