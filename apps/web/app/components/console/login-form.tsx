import { useState, type FormEvent } from 'react';
import type { ConsoleCopy } from '../../content/fr/console';
import { consoleClient } from '../../console/console-client';
import { signInFailureMessage } from '../../console/sign-in-failure';
import { ConsoleField } from './console-field';
import { ConsoleSubmit } from './console-submit';

/** E-mail and password through `auth/login`; the token is kept by the client. */
export function LoginForm({ copy, onSignedIn }: { copy: ConsoleCopy; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') return setFailure(copy.login.missingFields);
    setSending(true);
    setFailure(undefined);
    try {
      await consoleClient().auth.loginViaEmailPassword(email.trim(), password);
      onSignedIn();
    } catch (error) {
      setFailure(signInFailureMessage(error, copy));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
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
      <p role="alert" className="min-h-6 text-sm font-medium text-red-700">
        {failure}
      </p>
      <ConsoleSubmit label={copy.login.submit} busyLabel={copy.login.submitting} busy={sending} />
    </form>
  );
}
