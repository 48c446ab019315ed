import type { AuditEventRecord } from '@vitrine/contract/entities/audit-event';
import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleAuditCopy } from '../content/fr/console-audit';
import { formatDateTime } from '../../../shared/format/format-date';
import { fillCopy } from '../../shared/console-locale';
import type { Column } from '../../shared/table/data-table';

const actionLabel = (copy: ConsoleAuditCopy, action: string) =>
  Object.hasOwn(copy.actions, action)
    ? copy.actions[action as keyof ConsoleAuditCopy['actions']]
    : action;

/** The audit table: time, actor, action in words, target, summary (with its repeat count). */
export function auditColumns(copy: ConsoleAuditCopy, locale: Locale): Column<AuditEventRecord>[] {
  const { fields } = copy;
  return [
    {
      id: 'created_date',
      header: fields.time,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => formatDateTime(row.created_date, locale),
    },
    {
      id: 'actor',
      header: fields.actor,
      className: 'max-w-56 break-words',
      cell: (row) => row.actor_email ?? <span className="text-slate-500">{copy.nobody}</span>,
    },
    {
      id: 'action',
      header: fields.action,
      className: 'min-w-40',
      cell: (row) => actionLabel(copy, row.action),
    },
    {
      id: 'target',
      header: fields.target,
      className: 'max-w-48 break-words text-slate-600',
      cell: (row) => [row.target_entity, row.target_id].filter(Boolean).join(' '),
    },
    {
      id: 'summary',
      header: fields.summary,
      className: 'min-w-64 max-w-md break-words',
      cell: (row) => (
        <>
          {row.summary}
          {row.count > 1 ? (
            <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs text-slate-700 tabular-nums">
              <span aria-hidden="true">{fillCopy(copy.repeated, { count: row.count })}</span>
              <span className="sr-only">{fillCopy(copy.repeatedLabel, { count: row.count })}</span>
            </span>
          ) : null}
        </>
      ),
    },
  ];
}
