import { AccountPage } from './account-page';

/** `/admin/account`: each section loads what it shows. */
export default function ConsoleAccount() {
  return <AccountPage />;
}
