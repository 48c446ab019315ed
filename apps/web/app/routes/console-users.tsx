import { ConsoleUsersPage } from '../pages/console-users-page';

/** `/admin/users`. */
export default function ConsoleUsers() {
  return <ConsoleUsersPage />;
}
