import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import { useState, type FormEvent } from 'react';
import type { ConsoleCopy } from '../../content/fr/console';
import { consoleClient } from '../../console/console-client';
import { fillCopy } from '../../i18n/console-locale';
import { ConsoleField } from './console-field';
import { ConsoleSubmit } from './console-submit';

/** An invitation or reset link: choose a password, then the console opens signed in. */
export function SetPasswordForm({
  copy,
  token,
  onSignedIn,
}: {
  copy: ConsoleCopy;
  token: string;
  onSignedIn: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setFailure(copy.login.passwordTooShort);
    if (password !== confirmation) return setFailure(copy.login.passwordsDiffer);
    setSending(true);
    setFailure(undefined);
    try {
      await consoleClient().auth.setPasswordWithToken(token, password);
      onSignedIn();
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string };
      if (status === 400) setFailure(copy.login.invalidToken);
      else if (status === 429) setFailure(copy.login.rateLimited);
      else setFailure(fillCopy(copy.login.failed, { message: message ?? '' }));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ConsoleField
        id="new-password"
        label={copy.login.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
      />
      <ConsoleField
        id="confirm-password"
        label={copy.login.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        required
      />
      <p role="alert" className="min-h-6 text-sm font-medium text-red-700">
        {failure}
      </p>
      <ConsoleSubmit
        label={copy.login.setPasswordSubmit}
        busyLabel={copy.actions.saving}
        busy={sending}
      />
    </form>
  );
}
