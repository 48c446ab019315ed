import type { Locale } from '@vitrine/contract/locales';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { consoleClient } from '../../shared/console-client';
import { BUTTON } from '../../shared/ui/button-styles';
import { FormFailure } from '../../shared/ui/form-failure';
import { usePasskeySignInCopy } from '../use-passkey-sign-in-copy';
import { passkeyFailure, webAuthnBrowser } from '../../shared/passkey-ceremony';

/** `/login`: signs in with a passkey alone (it verifies its user: both factors at once). */
export function PasskeySignInButton({
  locale,
  onSignedIn,
}: {
  locale: Locale;
  onSignedIn: () => void;
}) {
  const copy = usePasskeySignInCopy(locale);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const signIn = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { startAuthentication, browserSupportsWebAuthn } = await webAuthnBrowser();
      if (!browserSupportsWebAuthn()) throw new Error(copy.unsupported);
      const client = consoleClient();
      const { challenge_id: challengeId, ...options } = await client.passkeys.loginOptions();
      const response = await startAuthentication({ optionsJSON: options as never });
      await client.passkeys.login(challengeId, response);
      onSignedIn();
    } catch (error) {
      const unsupported = error instanceof Error && error.message === copy.unsupported;
      setFailure(unsupported ? copy.unsupported : passkeyFailure(error, copy));
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-6">
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={() => void signIn()}
        disabled={busy}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? copy.busy : copy.button}
      </button>
      {/* Only when it failed: the password form above keeps the page's one standing alert. */}
      {failure ? <FormFailure text={failure} /> : null}
    </div>
  );
}
