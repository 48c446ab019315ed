import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import { formatDateTime } from '../../../shared/format/format-date';
import type { Column } from '../../shared/table/data-table';
import { OutboxStatus } from './outbox-status';

/** The outbox table: subject (opens the e-mail), recipient, type, status, attempts, date. */
export function outboxColumns(
  copy: ConsoleLeadsCopy,
  locale: Locale,
  onOpen: (row: OutboxEmailRecord) => void,
): Column<OutboxEmailRecord>[] {
  const { fields, kinds } = copy.outbox;
  return [
    {
      id: 'subject',
      header: fields.subject,
      className: 'min-w-56 max-w-sm',
      cell: (row) => (
        <button
          type="button"
          onClick={() => onOpen(row)}
          className="min-h-11 text-left font-semibold text-brand underline-offset-2 hover:underline"
        >
          {row.subject}
        </button>
      ),
    },
    { id: 'to', header: fields.to, className: 'whitespace-nowrap', cell: (row) => row.to },
    {
      id: 'kind',
      header: fields.kind,
      className: 'whitespace-nowrap',
      cell: (row) => kinds[row.kind] ?? row.kind,
    },
    {
      id: 'status',
      header: fields.status,
      cell: (row) => <OutboxStatus status={row.status} copy={copy} />,
    },
    {
      id: 'attempts',
      header: fields.attempts,
      className: 'tabular-nums',
      cell: (row) => row.attempts,
    },
    {
      id: 'created_date',
      header: fields.created_date,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => formatDateTime(row.created_date, locale),
    },
  ];
}
