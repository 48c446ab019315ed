import type { ReactNode } from 'react';

/** The ids of a field's help and error, for its control's `aria-describedby` (undefined when none). */
export function describedBy(id: string, help: ReactNode, error: string | undefined) {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The help and the error under a console control, with the ids `describedBy` points at. */
export function FieldMessages({
  id,
  help,
  error,
}: {
  id: string;
  help?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-500">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
