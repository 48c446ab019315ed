import type { UserRecord } from '@vitrine/contract/entities/user';
import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleCopy } from '../../shared/content/fr/console';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { formatDateTime } from '../../../shared/format/format-date';
import { lastSignIn, type UserChange } from '../user-changes';
import { fillCopy } from '../../shared/console-locale';
import { DetailDialog } from '../../shared/table/detail-dialog';
import { FieldList } from '../../shared/table/field-list';
import { PasswordForm } from './password-form';
import { UserState } from './user-columns';

interface UserPanelProps {
  user: UserRecord | undefined;
  copy: ConsoleCopy;
  usersCopy: ConsoleUsersCopy;
  locale: Locale;
  onClose: () => void;
  onChange: (change: UserChange) => void;
}

const ACTION =
  'min-h-11 rounded-lg border px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const NEUTRAL_ACTION = `${ACTION} border-slate-300 bg-white text-slate-700 hover:bg-slate-100`;
const DANGER_ACTION = `${ACTION} border-red-300 bg-white text-red-800 hover:bg-red-50`;

/** One account: its facts, a new password or reset link, its role and whether it may sign in. */
export function UserPanel({ user, copy, usersCopy, locale, onClose, onChange }: UserPanelProps) {
  const { users, values } = usersCopy;
  const words = users.manageDialog;
  const items = user
    ? [
        { id: 'email', label: users.fields.email, value: user.email },
        { id: 'name', label: users.fields.full_name, value: user.full_name || values.none },
        { id: 'role', label: users.fields.role, value: users.roles[user.role] },
        {
          id: 'state',
          label: users.fields.state,
          value: <UserState user={user} copy={usersCopy} />,
        },
        {
          id: 'created',
          label: users.fields.created_date,
          value: formatDateTime(user.created_date, locale),
        },
        {
          id: 'last',
          label: users.fields.last_sign_in_date,
          value: formatDateTime(lastSignIn(user), locale) || values.none,
        },
      ]
    : [];
  const access = user?.disabled
    ? { type: 'enable' as const, label: words.enable, className: NEUTRAL_ACTION }
    : { type: 'disable' as const, label: words.disable, className: DANGER_ACTION };
  const actions = user ? (
    <>
      <button
        type="button"
        className={NEUTRAL_ACTION}
        onClick={() =>
          onChange({ type: 'role', user, role: user.role === 'admin' ? 'user' : 'admin' })
        }
      >
        {user.role === 'admin' ? words.makeUser : words.makeAdmin}
      </button>
      <button
        type="button"
        className={access.className}
        onClick={() => onChange({ type: access.type, user })}
      >
        {access.label}
      </button>
    </>
  ) : null;
  return (
    <DetailDialog
      open={user !== undefined}
      title={user ? fillCopy(words.title, { email: user.email }) : ''}
      closeLabel={copy.actions.close}
      onClose={onClose}
      actions={actions}
    >
      <FieldList items={items} />
      <h3 className="mt-8 mb-3 text-base font-bold text-ink">{words.passwordHeading}</h3>
      {user ? <PasswordForm key={user.id} user={user} copy={usersCopy} /> : null}
    </DetailDialog>
  );
}
