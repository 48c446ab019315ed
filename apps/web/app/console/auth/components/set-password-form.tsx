import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import type { ConsoleCopy } from '../../shared/content/fr/console';
import { consoleClient } from '../../shared/console-client';
import { setPasswordFailureMessage } from '../sign-in-failure';
import { AuthForm, type AuthField, type AuthValues } from './auth-form';

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
  const fields: AuthField[] = [
    {
      name: 'password',
      id: 'new-password',
      label: copy.login.newPassword,
      type: 'password',
      autoComplete: 'new-password',
    },
    {
      name: 'confirmation',
      id: 'confirm-password',
      label: copy.login.confirmPassword,
      type: 'password',
      autoComplete: 'new-password',
    },
  ];
  const check = ({ password = '', confirmation }: AuthValues) => {
    if (password.length < MIN_PASSWORD_LENGTH) return copy.login.passwordTooShort;
    if (password !== confirmation) return copy.login.passwordsDiffer;
    return undefined;
  };
  return (
    <AuthForm
      fields={fields}
      check={check}
      send={({ password = '' }) => consoleClient().auth.setPasswordWithToken(token, password)}
      failureMessage={(error) => setPasswordFailureMessage(error, copy)}
      onSignedIn={onSignedIn}
      submitLabel={copy.login.setPasswordSubmit}
      busyLabel={copy.actions.saving}
    />
  );
}
