import { useState, type FormEvent } from 'react';
import { apiFailure } from '../../shared/api-failure';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';

interface OneFieldFormProps {
  id: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  submitLabel: string;
  busyLabel: string;
  /** Runs the call; a rejection is shown with `failureText`. */
  send: (value: string) => Promise<unknown>;
  failureText: (failure: ReturnType<typeof apiFailure>) => string;
}

/** One field and its button (a code to check, a password to confirm), with its failure line. */
export function OneFieldForm(props: OneFieldFormProps) {
  const { id, label, type = 'text', autoComplete, submitLabel, busyLabel, send } = props;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || value.trim() === '') return;
    setBusy(true);
    setFailure(undefined);
    try {
      await send(value.trim());
      setValue('');
    } catch (error) {
      setFailure(props.failureText(apiFailure(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex max-w-sm flex-col gap-3">
      <ConsoleField
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={setValue}
        autoComplete={autoComplete}
        required
      />
      <FormFailure text={failure} />
      <ConsoleSubmit label={submitLabel} busyLabel={busyLabel} busy={busy} />
    </form>
  );
}
