import type { ConsoleLeadsCopy } from '../content/fr/console-leads';

const TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
  stored: 'bg-slate-100 text-slate-800 ring-slate-200',
  held: 'bg-orange-50 text-orange-950 ring-orange-300',
  dropped: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** An e-mail's status as a coloured word (the word carries the meaning, not the colour). */
export function OutboxStatus({ status, copy }: { status: string; copy: ConsoleLeadsCopy }) {
  const statuses: Record<string, string> = copy.outbox.statuses;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status] ?? TONES.stored}`}
    >
      {statuses[status] ?? status}
    </span>
  );
}
