import { useState } from 'react';
import type { ConsoleCopy } from '../../content/fr/console';
import { consoleClient } from '../../console/console-client';
import { signInFailureMessage } from '../../console/sign-in-failure';
import { AuthForm } from './auth-form';
import { ConsoleField } from './console-field';

/** E-mail and password through `auth/login`; the token is kept by the client. */
export function LoginForm({ copy, onSignedIn }: { copy: ConsoleCopy; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      check={() => (email.trim() === '' || password === '' ? copy.login.missingFields : undefined)}
      send={() => consoleClient().auth.loginViaEmailPassword(email.trim(), password)}
      failureMessage={(error) => signInFailureMessage(error, copy)}
      onSignedIn={onSignedIn}
      submitLabel={copy.login.submit}
      busyLabel={copy.login.submitting}
    >
      <ConsoleField
        id="login-email"
        label={copy.login.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        required
      />
      <ConsoleField
        id="login-password"
        label={copy.login.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
      />
    </AuthForm>
  );
}
