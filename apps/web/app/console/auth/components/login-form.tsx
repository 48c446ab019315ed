import type { ConsoleCopy } from '../../shared/content/fr/console';
import { consoleClient } from '../../shared/console-client';
import { signInFailureMessage } from '../sign-in-failure';
import { mfaMethodsOf, mfaTokenOf } from '../two-factor-failure';
import { AuthForm, type AuthField } from './auth-form';

/** A password that matched an account with a second factor: its challenge and what it offers. */
export interface MfaStep {
  token: string;
  methods: string[];
}

interface LoginFormProps {
  copy: ConsoleCopy;
  onSignedIn: () => void;
  /** The password matched an account with a second factor: its second step takes over. */
  onMfaRequired: (step: MfaStep) => void;
}

/** E-mail and password through `auth/login`; the token is kept by the client. */
export function LoginForm({ copy, onSignedIn, onMfaRequired }: LoginFormProps) {
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
          onMfaRequired({ token: mfaToken, methods: mfaMethodsOf(error) });
          // The second step replaces this form: it never signs in by itself.
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
