import type { ConsoleCopy } from '../../shared/content/fr/console';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { DetailDialog } from '../../shared/table/detail-dialog';
import { InviteForm, type Invited } from './invite-form';
import { OneTimeLink } from './one-time-link';

interface InviteDialogProps {
  open: boolean;
  /** The account just made with an invitation link, to show the link once. */
  invited: Invited | undefined;
  copy: ConsoleCopy;
  usersCopy: ConsoleUsersCopy;
  onInvited: (result: Invited) => void;
  onClose: () => void;
}

/** The invitation panel: the form, then (without a password) the link to pass on. */
export function InviteDialog({
  open,
  invited,
  copy,
  usersCopy,
  onInvited,
  onClose,
}: InviteDialogProps) {
  return (
    <DetailDialog
      open={open}
      title={usersCopy.users.invite.title}
      closeLabel={copy.actions.close}
      onClose={onClose}
    >
      {invited?.url ? (
        <div className="flex flex-col gap-4">
          <OneTimeLink url={invited.url} email={invited.email} copy={usersCopy} />
          <div>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100"
            >
              {usersCopy.users.link.done}
            </button>
          </div>
        </div>
      ) : (
        <InviteForm copy={usersCopy} onInvited={onInvited} />
      )}
    </DetailDialog>
  );
}
