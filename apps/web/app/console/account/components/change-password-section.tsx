import { API_ERROR_CODES, MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import { useState, type FormEvent } from 'react';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { CARD } from '../../shared/ui/button-styles';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';
import type { ConsoleAccountCopy } from '../content/fr/console-account';
import { useAccountCopy } from '../use-account-copy';

const EMPTY = { current: '', next: '', confirm: '' };
type Values = typeof EMPTY;

function problemOf(values: Values, words: ConsoleAccountCopy['password']) {
  if (!values.current || !values.next || !values.confirm) return words.missing;
  if (values.next.length < MIN_PASSWORD_LENGTH) return words.tooShort;
  if (values.next !== values.confirm) return words.differ;
  return undefined;
}

function failureOf(error: unknown, words: ConsoleAccountCopy['password']) {
  const { status, code, message } = apiFailure(error);
  if (code === API_ERROR_CODES.invalidCredentials) return words.wrongCurrent;
  if (status === 429) return words.rateLimited;
  if (status === 422) return words.tooShort;
  return fillCopy(words.failed, { message });
}

/** Changes the password with the current one; the server ends the other sessions. */
export function ChangePasswordSection() {
  const { client, user } = useConsole();
  const { password: words } = useAccountCopy();
  const [values, setValues] = useState<Values>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(values, words);
    setDone(false);
    if (problem) return setFailure(problem);
    setBusy(true);
    setFailure(undefined);
    try {
      const change = { userId: user.id, currentPassword: values.current, newPassword: values.next };
      await client.auth.changePassword(change);
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      setFailure(failureOf(error, words));
    }
    setBusy(false);
  };

  const field = (name: keyof Values, autoComplete: string) => (
    <ConsoleField
      id={`account-${name}-password`}
      label={words[name]}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      required
    />
  );
  return (
    <section aria-labelledby="password-heading" className={CARD}>
      <h2 id="password-heading" className="text-lg font-semibold text-ink">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 flex flex-col gap-5"
      >
        {field('current', 'current-password')}
        {field('next', 'new-password')}
        {field('confirm', 'new-password')}
        <FormFailure text={failure} />
        {done ? (
          <p role="status" className="text-emerald-800">
            {words.changed}
          </p>
        ) : null}
        <ConsoleSubmit label={words.submit} busyLabel={words.submitting} busy={busy} />
      </form>
    </section>
  );
}
