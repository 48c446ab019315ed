import type { LeadStatus } from '@vitrine/contract/entities/field-options';
import type { ConsoleLeadWorkCopy } from '../content/fr/console-lead-work';

const TONES: Record<LeadStatus, { badge: string; dot: string }> = {
  new: { badge: 'bg-indigo-50 text-indigo-900', dot: 'bg-indigo-600' },
  in_progress: { badge: 'bg-amber-50 text-amber-900', dot: 'bg-amber-600' },
  answered: { badge: 'bg-emerald-50 text-emerald-800', dot: 'bg-emerald-600' },
  archived: { badge: 'bg-slate-100 text-slate-700', dot: 'bg-slate-400' },
};

/** A lead's status in words, with a coloured dot (the word carries the meaning). */
export function LeadStatusBadge({
  status,
  copy,
}: {
  status: unknown;
  copy: ConsoleLeadWorkCopy['statuses'];
}) {
  // Leads stored before statuses existed are new (migration 0004 also says so).
  const known = (typeof status === 'string' && status in TONES ? status : 'new') as LeadStatus;
  const tone = TONES[known];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {copy[known]}
    </span>
  );
}
