import type { UserRecord } from '@vitrine/contract/entities/user';
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import type { setPasswordAction, UserIntent } from '../user-actions';
import { isTooShortOptionalPassword } from '../user-changes';
import { fillCopy } from '../../shared/console-locale';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { OneTimeLink } from './one-time-link';

type Outcome = { kind: 'link'; url: string } | { kind: 'done' | 'error'; text: string };

const intent: UserIntent = 'password';

/**
 * Sets a new password for an account, or, left empty, makes a reset link shown once (through
 * the users route's `clientAction`).
 */
export function PasswordForm({ user, copy }: { user: UserRecord; copy: ConsoleUsersCopy }) {
  const fetcher = useFetcher<typeof setPasswordAction>();
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const words = copy.users.manageDialog;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer) return;
    if (answer.failure !== undefined) {
      const { status, failure: message } = answer;
      const text = status === 409 ? words.linkDisabled : fillCopy(copy.users.failed, { message });
      return setOutcome({ kind: 'error', text });
    }
    setPassword('');
    const { url } = answer.data;
    setOutcome(
      url
        ? { kind: 'link', url }
        : { kind: 'done', text: fillCopy(words.passwordSet, { email: user.email }) },
    );
    // Once per answer: the account and copy are this form's, stable for this outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isTooShortOptionalPassword(password))
      return setOutcome({ kind: 'error', text: copy.users.invite.passwordTooShort });
    setOutcome(undefined);
    void fetcher.submit({ intent, id: user.id, password }, { method: 'post' });
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
          busy={fetcher.state !== 'idle'}
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
