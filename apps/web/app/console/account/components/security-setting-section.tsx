import { useEffect, useState } from 'react';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { CARD } from '../../shared/ui/button-styles';
import { FormFailure } from '../../shared/ui/form-failure';
import { useAccountCopy } from '../use-account-copy';

/** The owner's switch « require two-step sign-in for every account » (`settings/security`). */
export function SecuritySettingSection() {
  const { client } = useConsole();
  const copy = useAccountCopy().security;
  const [required, setRequired] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    client.mfa.securitySettings().then(
      (settings) => setRequired(settings.require_two_factor),
      (error: unknown) => setFailure(apiFailure(error).message),
    );
  }, [client]);

  const change = async (value: boolean) => {
    setBusy(true);
    setFailure(undefined);
    setSaved(false);
    try {
      const settings = await client.mfa.setSecuritySettings({ require_two_factor: value });
      setRequired(settings.require_two_factor);
      setSaved(true);
    } catch (error) {
      setFailure(apiFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="site-security-title" className={CARD}>
      <h2 id="site-security-title" className="mb-4 text-lg font-semibold text-ink">
        {copy.title}
      </h2>
      <div className="flex items-start gap-3">
        <input
          id="require-two-factor"
          type="checkbox"
          role="switch"
          className="mt-1 size-5 accent-brand"
          checked={required ?? false}
          disabled={required === undefined || busy}
          aria-describedby="require-two-factor-help"
          onChange={(event) => void change(event.target.checked)}
        />
        <div>
          <label htmlFor="require-two-factor" className="font-semibold text-slate-800">
            {copy.require}
          </label>
          <p id="require-two-factor-help" className="text-sm text-slate-600">
            {copy.requireHelp}
          </p>
        </div>
      </div>
      <FormFailure text={failure} />
      <p role="status" className="text-sm text-slate-600">
        {saved ? copy.saved : ''}
      </p>
    </section>
  );
}
