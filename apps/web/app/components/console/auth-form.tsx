import { useState, type FormEvent, type ReactNode } from 'react';
import { ConsoleSubmit } from './console-submit';
import { FormFailure } from './form-failure';

interface AuthFormProps {
  /** What stops the form before sending (a missing or mismatched field), if anything. */
  check: () => string | undefined;
  /** Signs in; a rejection is shown with `failureMessage`. */
  send: () => Promise<unknown>;
  failureMessage: (error: unknown) => string;
  onSignedIn: () => void;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** A form of the sign-in page: its fields, the failure line and the button, busy while sending. */
export function AuthForm({
  check,
  send,
  failureMessage,
  onSignedIn,
  submitLabel,
  busyLabel,
  children,
}: AuthFormProps) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setFailure(problem);
    setSending(true);
    setFailure(undefined);
    try {
      await send();
      onSignedIn();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {children}
      <FormFailure text={failure} />
      <ConsoleSubmit label={submitLabel} busyLabel={busyLabel} busy={sending} />
    </form>
  );
}
