/** A console form's main button; says what it is doing while busy. */
export function ConsoleSubmit({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
