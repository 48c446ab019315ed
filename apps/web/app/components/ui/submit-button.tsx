interface SubmitButtonProps {
  label: string;
  /** Shown while sending (« Envoi… »). */
  sendingLabel?: string;
  sending: boolean;
  disabled: boolean;
  className?: string;
}

/** The form's button: disabled until the page is interactive and while sending. */
export function SubmitButton({
  label,
  sendingLabel,
  sending,
  disabled,
  className = '',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-linear-to-r from-brand to-accent px-5 py-2.5 text-base font-semibold text-white shadow-lg shadow-brand/25 transition hover:shadow-xl disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {sending && sendingLabel ? sendingLabel : label}
    </button>
  );
}
