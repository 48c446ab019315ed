const COLOURS = { light: 'text-red-700', dark: 'text-red-300' };

/** A field's error, linked to the control through `aria-describedby`. */
export function FieldError({
  id,
  prefix,
  message,
  tone = 'light',
}: {
  id: string;
  /** Read before the message (« Erreur : »), visually hidden. */
  prefix: string;
  message?: string;
  tone?: 'light' | 'dark';
}) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className={`mt-1.5 text-sm font-medium ${COLOURS[tone]}`}>
      <span className="sr-only">{prefix} </span>
      {message}
    </p>
  );
}
