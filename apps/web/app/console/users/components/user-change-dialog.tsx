import type { ConsoleCopy } from '../../shared/content/fr/console';
import type { ConsoleRolesCopy } from '../content/fr/console-roles';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { useRolesCopy } from '../use-users-copy';
import { locksSelfOut, type UserChange } from '../user-changes';
import { fillCopy } from '../../shared/console-locale';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

interface UserChangeDialogProps {
  change: UserChange | undefined;
  selfId: string;
  busy: boolean;
  copy: ConsoleCopy;
  usersCopy: ConsoleUsersCopy;
  onConfirm: () => void;
  onCancel: () => void;
}

function texts(change: UserChange, usersCopy: ConsoleUsersCopy, rolesCopy: ConsoleRolesCopy) {
  const { users } = usersCopy;
  const email = change.user.email;
  if (change.type === 'role') {
    const role = users.roles[change.role];
    return {
      title: fillCopy(users.roleDialog.title, { email, role }),
      text: rolesCopy.descriptions[change.role],
      confirm: users.roleDialog.confirm,
    };
  }
  if (change.type === 'transfer') {
    const words = rolesCopy.transfer;
    return {
      title: fillCopy(words.title, { email }),
      text: fillCopy(words.text, { email }),
      confirm: words.confirm,
    };
  }
  const words = change.type === 'disable' ? users.disableDialog : users.enableDialog;
  return { title: fillCopy(words.title, { email }), text: words.text, confirm: words.confirm };
}

/**
 * Asks before disabling, re-enabling, changing the role of an account (saying what the role
 * may do) or handing it the site's ownership; warns about oneself.
 */
export function UserChangeDialog({
  change,
  selfId,
  busy,
  copy,
  usersCopy,
  onConfirm,
  onCancel,
}: UserChangeDialogProps) {
  const rolesCopy = useRolesCopy();
  const shown = change ? texts(change, usersCopy, rolesCopy) : undefined;
  const selfLock = change ? locksSelfOut(change, selfId) : false;
  return (
    <ConfirmDialog
      open={change !== undefined}
      title={shown?.title ?? ''}
      confirmLabel={busy ? usersCopy.users.working : (shown?.confirm ?? '')}
      cancelLabel={copy.actions.cancel}
      destructive={change?.type === 'disable' || change?.type === 'transfer' || selfLock}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{shown?.text}</p>
      {selfLock ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {change?.type === 'disable'
            ? usersCopy.users.disableDialog.selfWarning
            : usersCopy.users.selfDemoteWarning}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
