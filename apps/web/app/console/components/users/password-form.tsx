import type { UserRecord } from '@vitrine/contract/entities/user';
import { useState, type FormEvent } from 'react';
import type { ConsoleLeadsCopy } from '../../content/fr/console-leads';
import { useConsole } from '../../console-context';
import { apiFailure } from '../../api-failure';
import { isTooShortOptionalPassword } from '../../leads/user-changes';
import { fillCopy } from '../../console-locale';
import { ConsoleField } from '../console-field';
import { ConsoleSubmit } from '../console-submit';
import { OneTimeLink } from './one-time-link';

type Outcome = { kind: 'link'; url: string } | { kind: 'done' | 'error'; text: string };

/** Sets a new password for an account, or, left empty, makes a reset link shown once. */
export function PasswordForm({ user, copy }: { user: UserRecord; copy: ConsoleLeadsCopy }) {
  const { client } = useConsole();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const words = copy.users.manageDialog;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isTooShortOptionalPassword(password))
      return setOutcome({ kind: 'error', text: copy.users.invite.passwordTooShort });
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await client.users.setPassword(user.id, password || undefined);
      setPassword('');
      if (result.set_password_url) setOutcome({ kind: 'link', url: result.set_password_url });
      else setOutcome({ kind: 'done', text: fillCopy(words.passwordSet, { email: user.email }) });
    } catch (error) {
      const { status, message } = apiFailure(error);
      const text = status === 409 ? words.linkDisabled : fillCopy(copy.users.failed, { message });
      setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ConsoleField
        id="user-new-password"
        label={words.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        help={words.newPasswordHelp}
        error={outcome?.kind === 'error' ? outcome.text : undefined}
      />
      <div>
        <ConsoleSubmit
          label={password === '' ? words.makeLink : words.setPassword}
          busyLabel={copy.users.working}
          busy={busy}
        />
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {outcome?.kind === 'done' ? outcome.text : null}
      </p>
      {outcome?.kind === 'link' ? (
        <OneTimeLink url={outcome.url} email={user.email} copy={copy} />
      ) : null}
    </form>
  );
}
