import { useState, type FormEvent } from 'react';
import { consoleClient } from '../../shared/console-client';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';
import type { TwoFactorLoginCopy } from '../content/fr/two-factor-login';
import { twoFactorFailure } from '../two-factor-failure';

interface TwoFactorFormProps {
  copy: TwoFactorLoginCopy;
  mfaToken: string;
  onSignedIn: () => void;
  /** The challenge ended (expired, 5 wrong codes): back to the password. */
  onRestart: () => void;
}

/** The sign-in's second step: an authenticator code, or a recovery code behind a switch. */
export function TwoFactorForm({ copy, mfaToken, onSignedIn, onRestart }: TwoFactorFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; ended: boolean }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (code.trim() === '') return setFailure({ text: copy.missing, ended: false });
    setSending(true);
    setFailure(undefined);
    try {
      await consoleClient().mfa.verify(mfaToken, code.trim());
      onSignedIn();
    } catch (error) {
      setFailure(twoFactorFailure(error, copy));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <h2 className="text-lg font-semibold text-ink">{copy.title}</h2>
      <p className="text-slate-600">{recovery ? copy.recoveryIntro : copy.intro}</p>
      <ConsoleField
        key={recovery ? 'recovery' : 'totp'}
        id="mfa-code"
        name="code"
        label={recovery ? copy.recoveryCode : copy.code}
        value={code}
        onChange={setCode}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        required
      />
      <FormFailure text={failure?.text} />
      {failure?.ended ? (
        <button type="button" onClick={onRestart} className="font-semibold text-brand">
          {copy.restart}
        </button>
      ) : (
        <ConsoleSubmit label={copy.submit} busyLabel={copy.submitting} busy={sending} />
      )}
      <button
        type="button"
        className="self-start text-sm font-medium text-brand hover:text-brand-strong"
        onClick={() => {
          setRecovery((current) => !current);
          setCode('');
          setFailure(undefined);
        }}
      >
        {recovery ? copy.useApp : copy.useRecovery}
      </button>
    </form>
  );
}
