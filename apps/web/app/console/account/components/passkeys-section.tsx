import { ApiError } from '@vitrine/contract/client/api-error';
import type { PasskeySummary } from '@vitrine/contract/client/passkeys-client';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { passkeyFailure, webAuthnBrowser } from '../../shared/passkey-ceremony';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { CARD } from '../../shared/ui/button-styles';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';
import { usePasskeysCopy } from '../use-passkeys-copy';
import { PasskeyList } from './passkey-list';

/** « Clés d’accès » / « Passkeys » on the account page: add one with a name, list, remove. */
export function PasskeysSection() {
  const { client } = useConsole();
  const copy = usePasskeysCopy();
  const { toast } = useToast();
  const [passkeys, setPasskeys] = useState<PasskeySummary[]>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const reload = useCallback(async () => {
    try {
      setPasskeys(await client.passkeys.list());
    } catch {
      setFailure(copy.loadFailed);
    }
  }, [client, copy]);
  useEffect(() => void reload(), [reload]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = name.trim();
    if (chosen === '') return setFailure(copy.missingName);
    setBusy(true);
    setFailure(undefined);
    try {
      const { startRegistration } = await webAuthnBrowser();
      const options = await client.passkeys.registrationOptions();
      const response = await startRegistration({ optionsJSON: options as never });
      await client.passkeys.add(response, chosen);
      setName('');
      toast({ title: fillCopy(copy.added, { name: chosen }) });
      await reload();
    } catch (error) {
      const limit = error instanceof ApiError && error.code === 'PASSKEY_LIMIT';
      setFailure(limit ? copy.limit : passkeyFailure(error, copy));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: PasskeySummary) => {
    try {
      await client.passkeys.remove(passkey.id);
      toast({ title: fillCopy(copy.removed, { name: passkey.name }) });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : copy.failed);
    }
    await reload();
  };

  return (
    <section aria-labelledby="account-passkeys" className={`${CARD} flex flex-col gap-5`}>
      <div>
        <h2 id="account-passkeys" className="text-xl font-semibold text-ink">
          {copy.title}
        </h2>
        <p className="mt-1 text-slate-600">{copy.intro}</p>
      </div>
      {passkeys ? <PasskeyList passkeys={passkeys} onRemove={(p) => void remove(p)} /> : null}
      <form onSubmit={(event) => void add(event)} noValidate className="flex flex-col gap-4">
        <ConsoleField
          id="passkey-name"
          label={copy.name}
          help={copy.nameHelp}
          value={name}
          onChange={setName}
          autoComplete="off"
        />
        <FormFailure text={failure} />
        <ConsoleSubmit label={copy.add} busyLabel={copy.adding} busy={busy} />
      </form>
    </section>
  );
}
