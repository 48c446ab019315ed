import type { Locale } from '@vitrine/contract/locales';
import { useState } from 'react';
import { consoleClient } from '../../shared/console-client';
import { BUTTON } from '../../shared/ui/button-styles';
import { FormFailure } from '../../shared/ui/form-failure';
import { usePasskeySignInCopy } from '../use-passkey-sign-in-copy';
import { passkeyFailure, webAuthnBrowser } from '../../shared/passkey-ceremony';

/** The second step of a password sign-in (`MFA_REQUIRED`), with one of the account's passkeys. */
export function PasskeySecondFactor({
  locale,
  mfaToken,
  onSignedIn,
}: {
  locale: Locale;
  mfaToken: string;
  onSignedIn: () => void;
}) {
  const copy = usePasskeySignInCopy(locale);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { startAuthentication } = await webAuthnBrowser();
      const client = consoleClient();
      const options = await client.passkeys.secondFactorOptions(mfaToken);
      const response = await startAuthentication({ optionsJSON: options as never });
      await client.passkeys.secondFactor(mfaToken, response);
      onSignedIn();
    } catch (error) {
      setFailure(passkeyFailure(error, copy));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="passkey-second-factor" className="flex flex-col gap-4">
      <h2 id="passkey-second-factor" className="text-lg font-semibold text-ink">
        {copy.secondFactorTitle}
      </h2>
      <p className="text-slate-600">{copy.secondFactorIntro}</p>
      <button
        type="button"
        className={BUTTON.primary}
        onClick={() => void confirm()}
        disabled={busy}
      >
        {busy ? copy.busy : copy.secondFactorButton}
      </button>
      <FormFailure text={failure} />
    </section>
  );
}
