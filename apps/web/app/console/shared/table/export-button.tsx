import { Download } from 'lucide-react';
import { useState } from 'react';

/** Runs an export (download) once at a time, saying so while it runs. */
export function ExportButton({
  label,
  busyLabel,
  disabled = false,
  accessibleName,
  onExport,
}: {
  label: string;
  /** Names the button when several exports share a page (it contains `label`). */
  accessibleName?: string;
  busyLabel: string;
  disabled?: boolean;
  onExport: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={run}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-label={accessibleName}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? busyLabel : label}
    </button>
  );
}
