import type { UserRecord } from '@vitrine/contract/entities/user';
import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { formatDateTime } from '../../../shared/format/format-date';
import { lastSignIn } from '../user-changes';
import type { Column } from '../../shared/table/data-table';

/** An account's state as a word with a tone. */
export function UserState({ user, copy }: { user: UserRecord; copy: ConsoleUsersCopy }) {
  return user.disabled ? (
    <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-200 ring-inset">
      {copy.users.disabled}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 ring-inset">
      {copy.users.active}
    </span>
  );
}

/** The accounts table: e-mail (opens the account), name, role, state, dates. */
export function userColumns(
  copy: ConsoleUsersCopy,
  locale: Locale,
  selfId: string,
  onOpen: (user: UserRecord) => void,
): Column<UserRecord>[] {
  const { fields, roles } = copy.users;
  const none = copy.values.none;
  return [
    {
      id: 'email',
      header: fields.email,
      className: 'whitespace-nowrap',
      cell: (user) => (
        <>
          <button
            type="button"
            onClick={() => onOpen(user)}
            className="min-h-11 text-left font-semibold text-brand underline-offset-2 hover:underline"
          >
            {user.email}
          </button>
          {user.id === selfId ? (
            <span className="ml-2 text-slate-500">{copy.users.you}</span>
          ) : null}
        </>
      ),
    },
    { id: 'full_name', header: fields.full_name, cell: (user) => user.full_name || none },
    { id: 'role', header: fields.role, cell: (user) => roles[user.role] },
    { id: 'state', header: fields.state, cell: (user) => <UserState user={user} copy={copy} /> },
    {
      id: 'created_date',
      header: fields.created_date,
      className: 'whitespace-nowrap tabular-nums',
      cell: (user) => formatDateTime(user.created_date, locale),
    },
    {
      id: 'last_sign_in_date',
      header: fields.last_sign_in_date,
      className: 'whitespace-nowrap tabular-nums',
      cell: (user) => formatDateTime(lastSignIn(user), locale) || none,
    },
  ];
}
