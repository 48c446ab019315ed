import type { MfaStatus, TotpSetup } from '@vitrine/contract/client/mfa-client';
import { useEffect, useState } from 'react';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { FormFailure } from '../../shared/ui/form-failure';
import { useAccountCopy } from '../use-account-copy';
import { OneFieldForm } from './one-field-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSetupPanel } from './totp-setup-panel';

/**
 * « Two-step sign-in » of the account page: set up (QR code and key), turn on with a first code,
 * the 10 recovery codes shown once, new codes, turn off with the password. `onEnabled` runs once
 * the codes were kept (the console then lets an account held by « required » in).
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const { client } = useConsole();
  const copy = useAccountCopy().twoFactor;
  const [status, setStatus] = useState<MfaStatus>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const reload = () =>
    client.mfa.status().then(setStatus, (error: unknown) => setFailure(apiFailure(error).message));
  useEffect(() => void reload(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const startSetup = async () => {
    setFailure(undefined);
    try {
      setSetup(await client.mfa.setupTotp());
    } catch (error) {
      setFailure(fillCopy(copy.failed, { message: apiFailure(error).message }));
    }
  };
  const codeFailure = ({ status: code, message }: { status?: number; message: string }) =>
    code === 422 ? copy.invalidCode : fillCopy(copy.failed, { message });

  let body;
  if (codes) {
    body = (
      <RecoveryCodesPanel
        copy={copy}
        codes={codes}
        onDone={() => {
          setCodes(undefined);
          void reload();
          onEnabled?.();
        }}
      />
    );
  } else if (status?.totp) {
    body = (
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">{copy.on}</p>
        <p className="text-slate-600">
          {fillCopy(copy.codesLeft, { count: status.recovery_codes_left })}
        </p>
        <div>
          <h3 className="font-semibold text-ink">{copy.renewTitle}</h3>
          <p className="mb-2 text-slate-600">{copy.renewIntro}</p>
          <OneFieldForm
            id="renew-codes-code"
            label={copy.code}
            autoComplete="one-time-code"
            submitLabel={copy.renew}
            busyLabel={copy.enabling}
            send={async (code) =>
              setCodes((await client.mfa.renewRecoveryCodes(code)).recovery_codes)
            }
            failureText={codeFailure}
          />
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-ink">{copy.disableTitle}</h3>
          <OneFieldForm
            id="disable-password"
            label={copy.password}
            type="password"
            autoComplete="current-password"
            submitLabel={copy.disable}
            busyLabel={copy.enabling}
            send={async (password) => {
              await client.mfa.disableTotp({ password });
              setSetup(undefined);
              setNotice(copy.disabled);
              await reload();
            }}
            failureText={(found) =>
              found.status === 422 ? copy.invalidPassword : codeFailure(found)
            }
          />
        </div>
      </div>
    );
  } else if (setup) {
    body = (
      <TotpSetupPanel
        copy={copy}
        setup={setup}
        enable={async (code) => setCodes((await client.mfa.enableTotp(code)).recovery_codes)}
      />
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-slate-700">{copy.off}</p>
        <button type="button" className={BUTTON.primary} onClick={() => void startSetup()}>
          {copy.setUp}
        </button>
      </div>
    );
  }
  return (
    <section aria-labelledby="two-factor-title" className={CARD}>
      <h2 id="two-factor-title" className="mb-4 text-lg font-semibold text-ink">
        {copy.title}
      </h2>
      {status || failure ? body : null}
      <FormFailure text={failure} />
      <p role="status" className="text-sm text-slate-600">
        {notice}
      </p>
    </section>
  );
}
