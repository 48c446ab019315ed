import type { ApiKeyRole } from '@vitrine/contract/entities/api-key';
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleApiKeysCopy } from '../content/fr/console-api-keys';
import type { ApiKeyIntent, createKeyAction, CreatedKey } from '../api-key-actions';
import { fillCopy } from '../../shared/console-locale';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';
import { KeyRoleChoice } from './key-role-choice';

const intent: ApiKeyIntent = 'create';

/** The end of the chosen day in the browser's time zone, as the API's ISO date-time. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** Name, role (sales by default) and optional expiry of a new key, sent to the route's action. */
export function ApiKeyForm({
  copy,
  onCreated,
  onCancel,
}: {
  copy: ConsoleApiKeysCopy;
  onCreated: (key: CreatedKey) => void;
  onCancel: () => void;
}) {
  const fetcher = useFetcher<typeof createKeyAction>();
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiKeyRole>('sales');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<{ name?: string; expires?: string; form?: string }>({});
  const words = copy.form;
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.failure === undefined) return onCreated(outcome.data.created);
    setErrors({ form: fillCopy(words.failed, { message: outcome.failure }) });
    // Once per answer: the callback and copy are the page's, stable for this outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      name: name.trim() ? undefined : words.nameRequired,
      expires:
        expires && Date.parse(endOfDay(expires)) <= Date.now() ? words.expiresPast : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.expires) return;
    const expiresDate = expires ? endOfDay(expires) : '';
    void fetcher.submit({ intent, name, role, expires_date: expiresDate }, { method: 'post' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={words.title}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-bold text-ink">{words.title}</h2>
      <ConsoleField
        id="key-name"
        label={words.name}
        help={words.nameHelp}
        autoComplete="off"
        required
        error={errors.name}
        value={name}
        onChange={setName}
      />
      <KeyRoleChoice value={role} onChange={setRole} copy={copy} />
      <ConsoleField
        id="key-expires"
        label={words.expires}
        help={words.expiresHelp}
        type="date"
        error={errors.expires}
        value={expires}
        onChange={setExpires}
      />
      <FormFailure text={errors.form} />
      <div className="flex flex-wrap gap-3">
        <ConsoleSubmit
          label={words.submit}
          busyLabel={words.busy}
          busy={fetcher.state !== 'idle'}
        />
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
