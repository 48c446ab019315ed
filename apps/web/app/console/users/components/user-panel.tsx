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
import { userControls } from '../user-controls';
import { useRolesCopy } from '../use-users-copy';
import { UserRoleControl } from './user-role-control';

interface UserPanelProps {
  user: UserRecord | undefined;
  /** The signed-in account. */
  self: UserRecord;
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

/**
 * One account: its facts, its role, a new password or reset link, whether it may sign in, and for
 * the owner looking at another console account, the transfer of ownership (`user-controls.ts`).
 */
export function UserPanel(props: UserPanelProps) {
  const { user, self, copy, usersCopy, locale, onClose, onChange } = props;
  const { users, values } = usersCopy;
  const rolesCopy = useRolesCopy();
  const controls = user ? userControls(self, user) : undefined;
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
  const actions =
    user && controls ? (
      <>
        {controls.transfer ? (
          <button
            type="button"
            className={DANGER_ACTION}
            onClick={() => onChange({ type: 'transfer', user })}
          >
            {rolesCopy.transfer.open}
          </button>
        ) : null}
        {controls.access ? (
          <button
            type="button"
            className={access.className}
            onClick={() => onChange({ type: access.type, user })}
          >
            {access.label}
          </button>
        ) : null}
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
      {user && controls?.role ? (
        <UserRoleControl key={user.id} user={user} copy={usersCopy} onChange={onChange} />
      ) : null}
      {user && !controls?.role ? (
        <p className="mt-6 text-sm text-slate-600">{rolesCopy.control.ownerNote}</p>
      ) : null}
      {user && controls?.password ? (
        <>
          <h3 className="mt-8 mb-3 text-base font-bold text-ink">{words.passwordHeading}</h3>
          <PasswordForm key={user.id} user={user} copy={usersCopy} />
        </>
      ) : null}
    </DetailDialog>
  );
}
