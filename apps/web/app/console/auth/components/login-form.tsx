import { ApiError } from '@vitrine/contract/client/api-error';
import type { ConsoleCopy } from '../../shared/content/fr/console';
import { consoleClient } from '../../shared/console-client';
import { signInFailureMessage } from '../sign-in-failure';
import { AuthForm, type AuthField } from './auth-form';

/** The `mfa_token` of a password that matched an account with a second factor, if it is one. */
function mfaTokenOf(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'MFA_REQUIRED') return undefined;
  const token = (error.data as { mfa_token?: unknown } | undefined)?.mfa_token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * E-mail and password through `auth/login`; the token is kept by the client. When the account
 * asks for a second factor, `onSecondFactor` gets the `mfa_token` (the page shows that step).
 */
export function LoginForm({
  copy,
  onSignedIn,
  onSecondFactor,
}: {
  copy: ConsoleCopy;
  onSignedIn: () => void;
  onSecondFactor: (mfaToken: string) => void;
}) {
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
      send={async ({ email = '', password = '' }) => {
        try {
          return await consoleClient().auth.loginViaEmailPassword(email.trim(), password);
        } catch (error) {
          const mfaToken = mfaTokenOf(error);
          if (!mfaToken) throw error;
          onSecondFactor(mfaToken);
          // The page replaces this form with the second step; the form stays busy meanwhile.
          return new Promise<never>(() => undefined);
        }
      }}
      failureMessage={(error) => signInFailureMessage(error, copy)}
      onSignedIn={onSignedIn}
      submitLabel={copy.login.submit}
      busyLabel={copy.login.submitting}
    />
  );
}
