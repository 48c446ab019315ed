import type { TotpSetup } from '@vitrine/contract/client/mfa-client';
import { fillCopy } from '../../shared/console-locale';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import type { ConsoleAccountCopy } from '../content/fr/console-account';
import { OneFieldForm } from './one-field-form';

interface TotpSetupPanelProps {
  copy: ConsoleAccountCopy['twoFactor'];
  setup: TotpSetup;
  enable: (code: string) => Promise<unknown>;
}

/** The QR code and the key of a pending setup, and the first code that turns it on. */
export function TotpSetupPanel({ copy, setup, enable }: TotpSetupPanelProps) {
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{copy.scan}</p>
      <img src={qr} alt={copy.qrAlt} width={192} height={192} className="rounded border" />
      <div className="max-w-sm">
        <label htmlFor="totp-secret" className={CONSOLE_LABEL}>
          {copy.secret}
        </label>
        <input
          id="totp-secret"
          readOnly
          value={setup.secret}
          className={`${CONSOLE_CONTROL} font-mono`}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <OneFieldForm
        id="totp-enable-code"
        label={copy.code}
        autoComplete="one-time-code"
        submitLabel={copy.enable}
        busyLabel={copy.enabling}
        send={enable}
        failureText={({ status, message }) =>
          status === 422 ? copy.invalidCode : fillCopy(copy.failed, { message })
        }
      />
    </div>
  );
}
