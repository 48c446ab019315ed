import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';

export interface AuthField {
  /** Its key in the values, and the input's `name`. */
  name: string;
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
}

export type AuthValues = Record<string, string>;

interface AuthFormProps {
  fields: readonly AuthField[];
  /** What stops the form before sending (a missing or mismatched field), if anything. */
  check: (values: AuthValues) => string | undefined;
  /** Signs in; a rejection is shown with `failureMessage`. */
  send: (values: AuthValues) => Promise<unknown>;
  failureMessage: (error: unknown) => string;
  onSignedIn: () => void;
  submitLabel: string;
  busyLabel: string;
}

function readValues(data: FormData, fields: readonly AuthField[]): AuthValues {
  return Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
}

/**
 * A form of the sign-in page: its fields, the failure line and the button, busy while sending.
 *
 * On a slow connection the form is on screen before its scripts, and someone
 * signing in types and sends at once; they expect to be signed in, not to see the page reload
 * empty. So the form never submits natively: its `action` is a function, for which React puts
 * a `javascript:` address (no navigation, nothing of the fields in any address) and a small inline
 * script in the page that holds a submit sent before the scripts; once they run, React hands its
 * data to `replay`, which signs in with it (the button then shows its busy label). Text typed
 * before the scripts is only in the inputs: it becomes the state as soon as React takes over.
 * Once scripts run, `onSubmit` handles every submit and the action never runs.
 */
export function AuthForm({
  fields,
  check,
  send,
  failureMessage,
  onSignedIn,
  submitLabel,
  busyLabel,
}: AuthFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AuthValues>(() => readValues(new FormData(), fields));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const busy = useRef(false);

  useLayoutEffect(() => {
    if (form.current) setValues(readValues(new FormData(form.current), fields));
    // Once, when React takes over the server's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (submitted: AuthValues) => {
    if (busy.current) return;
    const problem = check(submitted);
    if (problem) return setFailure(problem);
    busy.current = true;
    setSending(true);
    setFailure(undefined);
    try {
      await send(submitted);
      onSignedIn();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
      busy.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  const replay = (data: FormData) => {
    const submitted = readValues(data, fields);
    setValues(submitted);
    void submit(submitted);
  };

  return (
    <form ref={form} action={replay} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {fields.map((field) => (
        <ConsoleField
          key={field.name}
          {...field}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          required
        />
      ))}
      <FormFailure text={failure} />
      <ConsoleSubmit label={submitLabel} busyLabel={busyLabel} busy={sending} />
    </form>
  );
}
