import type { ConsoleCopy } from '../../shared/content/fr/console';
import { consoleClient } from '../../shared/console-client';
import { signInFailureMessage } from '../sign-in-failure';
import { AuthForm, type AuthField } from './auth-form';

/** E-mail and password through `auth/login`; the token is kept by the client. */
export function LoginForm({ copy, onSignedIn }: { copy: ConsoleCopy; onSignedIn: () => void }) {
  const fields: AuthField[] = [
    {
      name: 'email',
      id: 'login-email',
      label: copy.login.email,
      type: 'email',
      autoComplete: 'username',
    },
    {
      name: 'password',
      id: 'login-password',
      label: copy.login.password,
      type: 'password',
      autoComplete: 'current-password',
    },
  ];
  return (
    <AuthForm
      fields={fields}
      check={({ email = '', password = '' }) =>
        email.trim() === '' || password === '' ? copy.login.missingFields : undefined
      }
      send={({ email = '', password = '' }) =>
        consoleClient().auth.loginViaEmailPassword(email.trim(), password)
      }
      failureMessage={(error) => signInFailureMessage(error, copy)}
      onSignedIn={onSignedIn}
      submitLabel={copy.login.submit}
      busyLabel={copy.login.submitting}
    />
  );
}
