import type { ReactNode } from 'react';

/** What a table area says instead of rows: loading, nothing yet, nothing matching. */
export function TableMessage({
  children,
  busy = false,
  action,
}: {
  children: ReactNode;
  busy?: boolean;
  action?: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-busy={busy || undefined}
      className="mt-4 flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600"
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
