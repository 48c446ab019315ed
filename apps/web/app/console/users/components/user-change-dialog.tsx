import type { ConsoleCopy } from '../../shared/content/fr/console';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
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

function texts(change: UserChange, usersCopy: ConsoleUsersCopy) {
  const { users } = usersCopy;
  const email = change.user.email;
  if (change.type === 'role') {
    const role = users.roles[change.role];
    const text = change.role === 'admin' ? users.roleDialog.toAdmin : users.roleDialog.toUser;
    return {
      title: fillCopy(users.roleDialog.title, { email, role }),
      text,
      confirm: users.roleDialog.confirm,
    };
  }
  const words = change.type === 'disable' ? users.disableDialog : users.enableDialog;
  return { title: fillCopy(words.title, { email }), text: words.text, confirm: words.confirm };
}

/** Asks before disabling, re-enabling or changing the role of an account; warns about oneself. */
export function UserChangeDialog({
  change,
  selfId,
  busy,
  copy,
  usersCopy,
  onConfirm,
  onCancel,
}: UserChangeDialogProps) {
  const shown = change ? texts(change, usersCopy) : undefined;
  const selfLock = change ? locksSelfOut(change, selfId) : false;
  return (
    <ConfirmDialog
      open={change !== undefined}
      title={shown?.title ?? ''}
      confirmLabel={busy ? usersCopy.users.working : (shown?.confirm ?? '')}
      cancelLabel={copy.actions.cancel}
      destructive={change?.type === 'disable' || selfLock}
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
