import { useState } from 'react';
import type { ConsoleCopy } from '../../shared/content/fr/console';
import { apiFailure } from '../../shared/api-failure';
import { consoleClient } from '../../shared/console-client';
import { fillCopy } from '../../shared/console-locale';
import { AuthForm, type AuthField } from './auth-form';

/**
 * « Mot de passe oublié ? »: asks for a reset link. The server answers the same whether the
 * account exists or not, so the page says « if an account exists ».
 */
export function ForgotPasswordForm({ copy }: { copy: ConsoleCopy }) {
  const [sent, setSent] = useState(false);
  const fields: AuthField[] = [
    {
      name: 'email',
      id: 'forgot-email',
      label: copy.login.email,
      type: 'email',
      autoComplete: 'username',
    },
  ];
  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900">
        {copy.login.forgotSent}
      </p>
    );
  }
  return (
    <AuthForm
      fields={fields}
      check={({ email = '' }) => (email.trim() === '' ? copy.login.forgotMissing : undefined)}
      send={({ email = '' }) => consoleClient().auth.resetPasswordRequest(email.trim())}
      failureMessage={(error) =>
        fillCopy(copy.login.forgotFailed, { message: apiFailure(error).message })
      }
      onSignedIn={() => setSent(true)}
      submitLabel={copy.login.forgotSubmit}
      busyLabel={copy.login.forgotSubmitting}
    />
  );
}
