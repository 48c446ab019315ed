import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import { useState } from 'react';
import type { ConsoleCopy } from '../../content/fr/console';
import { consoleClient } from '../../console/console-client';
import { setPasswordFailureMessage } from '../../console/sign-in-failure';
import { AuthForm } from './auth-form';
import { ConsoleField } from './console-field';

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
  const check = () => {
    if (password.length < MIN_PASSWORD_LENGTH) return copy.login.passwordTooShort;
    if (password !== confirmation) return copy.login.passwordsDiffer;
    return undefined;
  };
  return (
    <AuthForm
      check={check}
      send={() => consoleClient().auth.setPasswordWithToken(token, password)}
      failureMessage={(error) => setPasswordFailureMessage(error, copy)}
      onSignedIn={onSignedIn}
      submitLabel={copy.login.setPasswordSubmit}
      busyLabel={copy.actions.saving}
    >
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
    </AuthForm>
  );
}
