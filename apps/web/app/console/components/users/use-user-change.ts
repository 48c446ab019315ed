import { useState } from 'react';
import type { ConsoleLeadsCopy } from '../../content/fr/console-leads';
import { useConsole } from '../../console-context';
import { apiFailure, isLastAdminRefusal } from '../../api-failure';
import { changeData, type UserChange } from '../../leads/user-changes';
import { fillCopy } from '../../console-locale';
import { useToast } from '../../../shared/toast/use-toast';

function doneText(change: UserChange, leads: ConsoleLeadsCopy) {
  const { users } = leads;
  const email = change.user.email;
  if (change.type === 'role')
    return fillCopy(users.roleDialog.done, { email, role: users.roles[change.role] });
  return fillCopy(change.type === 'disable' ? users.disabledDone : users.enabledDone, { email });
}

/**
 * The pending account change and how to apply it: on success a toast and `onApplied`; when the
 * server refuses to leave no active admin (409 `LAST_ADMIN`), a toast saying so and nothing
 * changes. Either way the dialogs close first, so the toast is not hidden behind them.
 */
export function useUserChange(leads: ConsoleLeadsCopy, onSettled: (changed: boolean) => void) {
  const { client } = useConsole();
  const { toast } = useToast();
  const [change, setChange] = useState<UserChange>();
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!change) return;
    setBusy(true);
    try {
      await client.entities.User.update(change.user.id, changeData(change));
      setChange(undefined);
      onSettled(true);
      toast({ title: doneText(change, leads) });
    } catch (error) {
      setChange(undefined);
      onSettled(false);
      if (isLastAdminRefusal(error)) {
        toast({
          variant: 'destructive',
          title: leads.users.lastAdminTitle,
          description: leads.users.lastAdmin,
        });
      } else {
        const { message } = apiFailure(error);
        toast({ variant: 'destructive', title: fillCopy(leads.users.failed, { message }) });
      }
    } finally {
      setBusy(false);
    }
  };

  return { change, busy, request: setChange, cancel: () => setChange(undefined), apply };
}
