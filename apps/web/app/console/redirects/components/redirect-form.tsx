import {
  REDIRECT_STATUSES,
  type RedirectInput,
  type RedirectStatus,
} from '@vitrine/contract/entities/redirect';
import type { FormEvent } from 'react';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import type { ConsoleRedirectsCopy } from '../content/fr/console-redirects';

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

/** The form of a new redirect; `from` comes filled in from the Not found report. */
export function RedirectForm({
  copy,
  from,
  onCreate,
}: {
  copy: ConsoleRedirectsCopy;
  from: string;
  onCreate: (input: RedirectInput) => Promise<boolean>;
}) {
  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const target = submitted.currentTarget;
    const form = new FormData(target);
    const note = String(form.get('note') ?? '').trim();
    const created = await onCreate({
      from: String(form.get('from') ?? '').trim(),
      to: String(form.get('to') ?? '').trim(),
      status: Number(form.get('status')) as RedirectStatus,
      ...(note ? { note } : {}),
    });
    if (created) target.reset();
  };
  return (
    <form
      id="redirect-form"
      aria-labelledby="redirect-form-heading"
      className={CARD}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="redirect-form-heading" className="font-semibold text-ink">
        {copy.form.heading}
      </h2>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <label className="block">
          {copy.form.from}
          <input
            name="from"
            required
            maxLength={500}
            pattern="/.*"
            defaultValue={from}
            className={INPUT}
          />
        </label>
        <label className="block">
          {copy.form.to}
          <input name="to" required maxLength={2000} className={INPUT} />
        </label>
        <label className="block">
          {copy.form.status}
          <select name="status" defaultValue="301" className={INPUT}>
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          {copy.form.note}
          <input name="note" maxLength={300} className={INPUT} />
        </label>
      </div>
      <button type="submit" className={`${BUTTON.primary} mt-4`}>
        {copy.form.submit}
      </button>
    </form>
  );
}
