import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleRolesCopy } from '../content/fr/console-roles';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { useRolesCopy } from '../use-users-copy';
import { isLastAdminRefusal } from '../../shared/api-failure';
import type { changeUserAction, UserIntent } from '../user-actions';
import { changeForm, type UserChange } from '../user-changes';
import { fillCopy } from '../../shared/console-locale';
import { useToast } from '../../../shared/toast/use-toast';

function doneText(change: UserChange, usersCopy: ConsoleUsersCopy, rolesCopy: ConsoleRolesCopy) {
  const { users } = usersCopy;
  const email = change.user.email;
  if (change.type === 'transfer') return fillCopy(rolesCopy.transfer.done, { email });
  if (change.type === 'role')
    return fillCopy(users.roleDialog.done, { email, role: users.roles[change.role] });
  return fillCopy(change.type === 'disable' ? users.disabledDone : users.enabledDone, { email });
}

const intent: UserIntent = 'change';

/**
 * The pending account change and how to apply it (the users route's `clientAction`, after which
 * the table reloads): on success a toast and `onSettled`; when the server refuses to leave no
 * active admin (409 `LAST_ADMIN`), a toast saying so and nothing changes. Either way the dialogs
 * close first, so the toast is not hidden behind them.
 */
export function useUserChange(usersCopy: ConsoleUsersCopy, onSettled: () => void) {
  const { toast } = useToast();
  const rolesCopy = useRolesCopy();
  const fetcher = useFetcher<typeof changeUserAction>();
  const [change, setChange] = useState<UserChange>();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome || !change) return;
    setChange(undefined);
    onSettled();
    if (outcome.failure === undefined) toast({ title: doneText(change, usersCopy, rolesCopy) });
    else if (isLastAdminRefusal(outcome))
      toast({
        variant: 'destructive',
        title: usersCopy.users.lastAdminTitle,
        description: usersCopy.users.lastAdmin,
      });
    else
      toast({
        variant: 'destructive',
        title: fillCopy(usersCopy.users.failed, { message: outcome.failure }),
      });
    // Once per answer: the change is the one sent, the callback and copy the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const apply = () => {
    if (change) void fetcher.submit({ intent, ...changeForm(change) }, { method: 'post' });
  };
  const busy = fetcher.state !== 'idle';
  return { change, busy, request: setChange, cancel: () => setChange(undefined), apply };
}
