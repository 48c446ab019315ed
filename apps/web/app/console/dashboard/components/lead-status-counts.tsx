import { LEAD_STATUSES, type LeadStatus } from '@vitrine/contract/entities/field-options';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/format/format-number';
import { useConsole } from '../../shared/console-context';
import { WORKED_KINDS, type WorkedKind } from '../dashboard-counts';
import { LeadStatusBadge, useLeadWorkCopy } from '../../leads/leads';
import { useDashboardCopy } from '../use-dashboard-copy';

/** Contact messages and demo requests per status, each count a way into the filtered table. */
export function LeadStatusCounts({
  statuses,
}: {
  statuses: Record<WorkedKind, Record<LeadStatus, number>> | undefined;
}) {
  const { locale } = useConsole();
  const work = useLeadWorkCopy();
  const words = useDashboardCopy();
  return (
    <section aria-labelledby="lead-status-title" className="mt-10">
      <h2 id="lead-status-title" className="text-lg font-semibold text-ink">
        {words.workTitle}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {WORKED_KINDS.map((kind) => (
          <section
            key={kind}
            aria-labelledby={`lead-status-${kind}`}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 id={`lead-status-${kind}`} className="font-semibold text-ink">
              {words[kind]}
            </h3>
            <ul className="mt-3 divide-y divide-slate-100">
              {LEAD_STATUSES.map((status) => (
                <li key={status}>
                  <Link
                    to={`/admin/leads/${kind}?status=${status}`}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 hover:bg-slate-50"
                  >
                    <LeadStatusBadge status={status} copy={work.statuses} />
                    <span
                      className="text-lg font-bold text-ink tabular-nums"
                      data-status-count={`${kind}-${status}`}
                    >
                      {statuses ? formatCount(statuses[kind][status], locale) : '…'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
